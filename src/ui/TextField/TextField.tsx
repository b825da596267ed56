import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import clsx from 'clsx';
import * as styles from './TextField.css';

/** The element the field renders: an input, or a textarea with `multiline`. */
export type TextFieldElement = HTMLInputElement | HTMLTextAreaElement;

export interface TextFieldProps extends Omit<InputHTMLAttributes<TextFieldElement>, 'className'> {
  /** Visible label; also the control's accessible name. */
  label: ReactNode;
  /** Help shown under the field (format, limits); linked to the control as its description. */
  hint?: ReactNode;
  /**
   * What is wrong with the value. When set, the control is `aria-invalid` and the
   * message, shown in the danger colour, is read as its description.
   */
  error?: string;
  /** Renders a textarea, for long text such as a message (`type` is then ignored). */
  multiline?: boolean;
  /** Visible lines of the textarea (`multiline` only). */
  rows?: number;
  /**
   * Something inside the box after the input, e.g. PasswordField's show/hide button.
   * Not rendered with `multiline`.
   */
  endSlot?: ReactNode;
  /** Class for the outer wrapper (label, box and messages). */
  className?: string;
  /** Reaches the input (or the textarea with `multiline`). */
  ref?: Ref<TextFieldElement>;
}

/**
 * A labelled text input (any native text-like `type`) or, with `multiline`, a textarea.
 * Native props (`name`, `value`, `onChange`, `autoComplete`, `required`…) and `ref`
 * go to the input itself.
 */
export function TextField({
  label,
  hint,
  error,
  multiline = false,
  rows = 4,
  endSlot,
  className,
  ref,
  id: idProp,
  type = 'text',
  disabled,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  ...nativeProps
}: TextFieldProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    disabled,
    'aria-invalid': error ? true : ariaInvalid,
    // The error first: it is what the person needs to hear before the general help.
    'aria-describedby': clsx(error && errorId, hint && hintId, ariaDescribedBy) || undefined,
  };

  // Both element types share these props; the ref is narrowed to the element rendered.
  const control = multiline ? (
    <textarea
      {...(nativeProps as TextareaHTMLAttributes<HTMLTextAreaElement>)}
      {...shared}
      ref={ref as Ref<HTMLTextAreaElement>}
      rows={rows}
      className={clsx(styles.input, styles.textarea)}
    />
  ) : (
    <>
      <input {...nativeProps} {...shared} ref={ref as Ref<HTMLInputElement>} type={type} className={styles.input} />
      {endSlot ? <span className={styles.endSlot}>{endSlot}</span> : null}
    </>
  );

  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control} data-invalid={error ? '' : undefined} data-disabled={disabled ? '' : undefined}>
        {control}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

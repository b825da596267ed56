import { useId, type ReactNode, type Ref } from 'react';
import * as RadixCheckbox from '@radix-ui/react-checkbox';
import clsx from 'clsx';
import { Icon } from '../Icon/Icon';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  /** Visible label; clicking it toggles the box. */
  label: ReactNode;
  /**
   * A number after the label, e.g. how many designs a filter matches ('Floral' 42).
   * Screen readers hear it as the checkbox's description.
   */
  count?: number;
  /** Checked state when controlled (pair with `onCheckedChange`). */
  checked?: boolean;
  /** Initial state when uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new state on click, label click or Space. */
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  /** Form field name; with `value`, submitted like a native checkbox when inside a form. */
  name?: string;
  value?: string;
  required?: boolean;
  id?: string;
  className?: string;
  /**
   * The box stands alone (its label is for screen readers only, as in a table's row):
   * on touch screens a finger then has a 44×44 px area around the box to hit (WCAG
   * 2.5.5), though the box is drawn at its usual size. Not for boxes in a list, whose
   * areas would overlap their neighbours'.
   */
  standalone?: boolean;
  /** Reaches the checkbox button. */
  ref?: Ref<HTMLButtonElement>;
}

/** A labelled checkbox (Radix): role checkbox, Space toggles, controlled or uncontrolled. */
export function Checkbox({
  label,
  count,
  checked,
  defaultChecked,
  onCheckedChange,
  disabled = false,
  name,
  value,
  required,
  id: idProp,
  className,
  standalone = false,
  ref,
}: CheckboxProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const countId = `${id}-count`;
  const hasCount = count !== undefined;
  return (
    <span className={clsx(styles.root, className)}>
      <RadixCheckbox.Root
        ref={ref}
        id={id}
        className={clsx(styles.box, standalone && styles.standaloneBox)}
        checked={checked}
        defaultChecked={defaultChecked}
        // Radix reports 'indeterminate' too; this checkbox never shows that state.
        onCheckedChange={(state) => onCheckedChange?.(state === true)}
        disabled={disabled}
        name={name}
        value={value}
        required={required}
        aria-describedby={hasCount ? countId : undefined}
      >
        <RadixCheckbox.Indicator className={styles.indicator}>
          <Icon name="check" size="0.9em" />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label htmlFor={id} className={styles.label} data-disabled={disabled ? '' : undefined}>
        {label}
      </label>
      {hasCount ? (
        <span id={countId} className={styles.count}>
          {count}
        </span>
      ) : null}
    </span>
  );
}

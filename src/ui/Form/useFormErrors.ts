import { useRef, useState, type RefCallback } from 'react';

/** A form's field errors: a message for each field that shows one. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** A field's message, or nothing when its value passes. */
export type FieldMessage = string | null | undefined;

export interface FormErrors<Field extends string> {
  /** The message each field shows now; pass `errors.email` to the field's `error`. */
  errors: FieldErrors<Field>;
  /** The ref a field's control takes (`ref={form.fieldRef('email')}`), so a refusal can focus it. */
  fieldRef: (field: Field) => RefCallback<HTMLElement>;
  /** Moves focus to a field's control. */
  focus: (field: Field) => void;
  /**
   * Shows what a submit found and moves focus to the first field in error, in the order
   * the fields were given: there the person hears the message, read as the control's
   * description. `alsoRefused` flags controls whose refusal is shown elsewhere (an
   * agreement tick whose message sits in the form's error line): they take their turn
   * in that order too. True when anything was refused, so the submit stops.
   */
  showErrors: (found: FieldErrors<Field>, alsoRefused?: Partial<Record<Field, boolean>>) => boolean;
  /** Shows or (with null) clears one field's message. */
  setError: (field: Field, message: FieldMessage) => void;
  /**
   * Checks again, as the person types, the fields that show an error: each given field
   * that shows one gets its new message, so the message goes as soon as the value is
   * right. A field that shows none is left alone until the next submit.
   */
  recheck: (messages: Partial<Record<Field, FieldMessage>>) => void;
  /** Clears every message (a dialog closed and opened afresh). */
  clear: () => void;
}

/**
 * The field errors of a form and the focus that goes with them: what every form of the
 * shop does on its own otherwise. `fields` lists the form's fields in the order they
 * appear, which is the order a refusal looks for the first one in error. The wiring of a
 * message to its control (`aria-invalid`, `aria-describedby`) is the field's own
 * (TextField, Select…): give it `error={errors.field}`.
 */
export function useFormErrors<Field extends string>(fields: readonly Field[]): FormErrors<Field> {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const elements = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  // One callback per field for the form's life: a new one each render would detach and
  // attach every field's ref on every keystroke.
  const [refs] = useState(() => new Map<Field, RefCallback<HTMLElement>>());

  const fieldRef = (field: Field) => {
    let ref = refs.get(field);
    if (!ref) {
      ref = (element) => {
        elements.current[field] = element;
      };
      refs.set(field, ref);
    }
    return ref;
  };

  const focus = (field: Field) => elements.current[field]?.focus();

  return {
    errors,
    fieldRef,
    focus,
    showErrors: (found, alsoRefused = {}) => {
      setErrors(found);
      const first = fields.find((field) => found[field] || alsoRefused[field]);
      if (first === undefined) return false;
      focus(first);
      return true;
    },
    setError: (field, message) => setErrors((current) => ({ ...current, [field]: message ?? undefined })),
    recheck: (messages) =>
      setErrors((current) => {
        const shown = (Object.keys(messages) as Field[]).filter((field) => current[field]);
        if (shown.length === 0) return current;
        const next = { ...current };
        for (const field of shown) next[field] = messages[field] ?? undefined;
        return next;
      }),
    clear: () => setErrors({}),
  };
}

import type { ReactNode } from 'react';
import { Stack } from '../Stack/Stack';
import { formErrorLine } from '../styles/formErrorLine.css';

export interface FormSubmitProps {
  /** The submit button (and whatever sits beside it). */
  children: ReactNode;
  /**
   * The form's own error line: the server's message (storefront §8), a declined card or
   * a form-wide rule; null or empty when there is none.
   */
  error?: string | null;
  /** Styles of the form's own (a margin): never layout, which is the column's. */
  className?: string;
}

/**
 * A form's submit button and, under it, the form's error line. The line is a
 * `role="alert"` that stays in the page while it is empty (taking no room), so its text
 * is announced the moment it arrives.
 */
export function FormSubmit({ children, error, className }: FormSubmitProps) {
  return (
    <Stack gap="sm" className={className}>
      {children}
      <p role="alert" className={formErrorLine}>
        {error ?? ''}
      </p>
    </Stack>
  );
}

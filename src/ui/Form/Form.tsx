import type { FormEvent } from 'react';
import { Stack, type StackProps } from '../Stack/Stack';

export interface FormProps extends Omit<StackProps<'form'>, 'as' | 'onSubmit'> {
  /**
   * Called on submit, the browser's own submission already prevented: the form checks
   * its fields itself (`useFormErrors`) and sends what passes.
   */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * A form laid out as a column (`gap` apart, `lg` by default) that leaves checking to the
 * shop: `noValidate`, so the browser shows no bubbles of its own and the fields' own
 * messages are the only ones, and no page load on submit.
 */
export function Form({ onSubmit, gap = 'lg', ...rest }: FormProps) {
  return (
    <Stack
      as="form"
      gap={gap}
      noValidate
      {...rest}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit(event);
      }}
    />
  );
}

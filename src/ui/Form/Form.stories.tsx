import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';
import { FormSubmit } from './FormSubmit';
import { useFormErrors, type FieldErrors } from './useFormErrors';

interface Draft {
  name: string;
  email: string;
}

const nameError = (name: string) => (name.trim() === '' ? 'Enter your name' : null);
const emailError = (email: string) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? null : 'Email format error');

function validate(draft: Draft): FieldErrors<keyof Draft> {
  const found: FieldErrors<keyof Draft> = {};
  const name = nameError(draft.name);
  const email = emailError(draft.email);
  if (name) found.name = name;
  if (email) found.email = email;
  return found;
}

interface DemoFormProps {
  /** Called with the values once both fields pass. */
  onSubmit: (values: Draft) => void;
  /** The form's error line (what a server would answer). */
  error?: string | null;
}

/** The helper's whole use: a column form, its fields' errors, the focus on a refusal and the error line. */
function DemoForm({ onSubmit, error }: DemoFormProps) {
  const [draft, setDraft] = useState<Draft>({ name: '', email: '' });
  const form = useFormErrors(['name', 'email'] as const);
  const rules = { name: nameError, email: emailError };
  const change = (field: keyof Draft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    form.recheck({ [field]: rules[field](value) });
  };
  return (
    <Form
      aria-label="Create account"
      style={{ width: 320 }}
      onSubmit={() => {
        if (form.showErrors(validate(draft))) return;
        onSubmit(draft);
      }}
    >
      <TextField
        ref={form.fieldRef('name')}
        label="Name"
        name="name"
        value={draft.name}
        onChange={(event) => change('name', event.target.value)}
        error={form.errors.name}
      />
      <TextField
        ref={form.fieldRef('email')}
        label="Email"
        type="email"
        name="email"
        value={draft.email}
        onChange={(event) => change('email', event.target.value)}
        error={form.errors.email}
      />
      <FormSubmit error={error}>
        <Button type="submit" fullWidth>
          Create account
        </Button>
      </FormSubmit>
    </Form>
  );
}

const meta = {
  title: 'UI/Form',
  component: DemoForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof DemoForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An empty submit is refused: both fields say what is wrong, focus goes to the first
 * (where its message is read as its description) and nothing is sent. Typing a right
 * value takes the message away; the next refusal focuses the field still in error.
 */
export const RefusedSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Name' });
    const email = canvas.getByRole('textbox', { name: 'Email' });
    // The error line is in the page from the start, empty and drawn as nothing, so its
    // text will be announced when it arrives.
    await expect(canvas.getByRole('alert', { hidden: true })).toBeEmptyDOMElement();

    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(name).toHaveFocus();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Enter your name');
    await expect(email).toHaveAccessibleDescription('Email format error');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(name, 'Ada');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(name).not.toHaveAccessibleDescription();

    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription('Email format error');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Both fields right: the form sends them, and no field shows an error. */
export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.type(email, 'ada@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com' });
  },
};

/** The form's own error line under the button: what the server answered. */
export const ErrorLine: Story = {
  args: { error: 'An account with this email already exists' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('An account with this email already exists');
  },
};

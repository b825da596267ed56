import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { countdownShown } from '../../../../.storybook/countdown';
import { CodeField, type CodeFieldProps } from './CodeField';

/** Holds the typed code, as a form does. */
function Controlled(props: Omit<CodeFieldProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return <CodeField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Features/Auth/CodeField',
  component: Controlled,
  args: { onRequestCode: fn(async () => true) },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: the code input and 'Get verification code'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '123456');
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveValue('123456');
    await expect(canvas.getByRole('button', { name: 'Get verification code' })).toBeEnabled();
  },
};

/**
 * A sent code: the button waits 60 seconds and says so (storefront §4). Not compared as
 * a picture: the countdown ticks while the screenshot is taken.
 */
export const CodeSent: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Get verification code' });
    // Read before the click: the wait starts no sooner.
    const clickedAt = performance.now();
    await userEvent.click(button);
    await expect(args.onRequestCode).toHaveBeenCalledTimes(1);
    // 60s, or fewer if the page stalled before the story read it (see countdown.ts).
    await countdownShown(button, { from: 60, since: clickedAt });
    await expect(button).toBeDisabled();
  },
};

/** A request that failed (the form showed why): the button stays ready for another try. */
export const RequestFailed: Story = {
  args: { onRequestCode: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Get verification code' }));
    await waitFor(() => expect(args.onRequestCode).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('button', { name: 'Get verification code' })).toBeEnabled();
  },
};

/** A code of the wrong shape shows the spec's message under the input. */
export const Invalid: Story = {
  args: { error: '6 letters, digits' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('6 letters, digits')).toBeVisible();
  },
};

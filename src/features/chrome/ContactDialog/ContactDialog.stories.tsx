import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { openHandlers } from '../../../../mocks/handlers';
import { sentFeedback } from '../../../../mocks/world';
import { Button } from '../../../ui/Button/Button';
import { ContactDialog, type ContactDialogProps } from './ContactDialog';

/** A page with a button that opens the dialog, as the feedback button does. */
function ContactDialogDemo({ open: initiallyOpen, onOpenChange }: ContactDialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Write to us
      </Button>
      <ContactDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
      />
    </>
  );
}

const feedbackSpy = fn();
/** Counts feedback requests, waits a little, then lets the default world answer. */
const slowCountingFeedback = [
  http.post('*/api/open/feedback', async () => {
    feedbackSpy();
    await delay(400);
  }),
  ...openHandlers.default,
];

const meta = {
  title: 'Features/Chrome/ContactDialog',
  component: ContactDialog,
  render: (args) => <ContactDialogDemo {...args} />,
  args: { open: true, onOpenChange: fn() },
} satisfies Meta<typeof ContactDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Contact us' });

/** Open: email, category (default 'others'), message and Send. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await findDialog(canvasElement));
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveTextContent('others');
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  },
};

/** The category list offers the spec's four categories. */
export const Categories: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await findDialog(canvasElement));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Category' }));
    const list = await body.findByRole('listbox');
    await expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Problem feedback', 'Order problem', 'Cooperation', 'others']);
    await expect(within(list).getByRole('option', { name: 'others' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * Sent with nothing filled in: 'Email format error' under the email and 'Category format
 * error' under the empty message; a malformed email keeps its error; nothing is sent.
 */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await findDialog(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    const email = dialog.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAccessibleDescription('Email format error');
    await expect(email).toHaveFocus();
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Category format error');

    await userEvent.type(email, 'ada@example');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Message' }), 'Hello');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(email).toHaveAccessibleDescription('Email format error');
    await expect(dialog.getByRole('textbox', { name: 'Message' })).not.toHaveAccessibleDescription('Category format error');
    // Refused in the browser: the form never went to the server.
    await expect(dialog.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-busy');
    await expect(sentFeedback()).toHaveLength(0);
  },
};

/**
 * Filled in and sent: the request carries email, the chosen category, type 1 (the
 * dialog) and the message; 'Thank you for your feedback.' shows and the dialog closes.
 */
export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await findDialog(canvasElement));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await body.findByRole('option', { name: 'Order problem' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Message' }), 'My invoice shows the wrong address.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));

    await expect(await body.findByText('Thank you for your feedback.')).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(sentFeedback()).toEqual([
      { email: 'grace@example.com', category: 2, type: 1, content: 'My invoice shows the wrong address.' },
    ]);
  },
};

/** Send pressed again while the first is on its way: one request only (the submit lock). */
export const SubmitLock: Story = {
  parameters: { msw: { handlers: { open: slowCountingFeedback } } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await findDialog(canvasElement));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Message' }), 'Two clicks, one message.');
    const send = dialog.getByRole('button', { name: 'Send' });
    await userEvent.dblClick(send);
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(send);
    await expect(await body.findByText('Thank you for your feedback.')).toBeVisible();
    await expect(feedbackSpy).toHaveBeenCalledOnce();
    await expect(sentFeedback()).toHaveLength(1);
  },
};

/**
 * The server refuses: its message shows in a closable error toast (no time-out) above
 * the dialog, which stays open with the text kept; the toast's Close button removes it.
 */
export const ServerError: Story = {
  parameters: { msw: { handlers: { open: openHandlers.error } } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await findDialog(canvasElement));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Message' }), 'Hello');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));

    const message = await body.findByText('Server error, please try again later');
    await expect(message).toBeVisible();
    await expect(await findDialog(canvasElement)).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
    await expect(dialog.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-busy');

    // The toast stays in the accessibility tree while the modal is open.
    const toast = message.closest('li')!;
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByText('Server error, please try again later')).toBeNull());
    await expect(await findDialog(canvasElement)).toBeVisible();
  },
};

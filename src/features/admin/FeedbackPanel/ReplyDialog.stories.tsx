import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { feedbackMessages } from '../../../../mocks/fixtures/admin';
import { ReplyDialog } from './ReplyDialog';

const mira = feedbackMessages[0]!;

const meta = {
  title: 'Features/Admin/ReplyDialog',
  component: ReplyDialog,
  args: { open: true, message: mira, onSend: fn(), onClose: fn() },
} satisfies Meta<typeof ReplyDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: `Reply to ${mira.email}` }));

/** The message quoted with its sender and date, the subject prefilled, the text empty. */
export const Default: Story = {
  play: async () => {
    const dlg = await dialog();
    await expect(dlg.getByText(`${mira.email} wrote on 2026-11-21 08:12:`)).toBeVisible();
    await expect(dlg.getByText(mira.content)).toBeVisible();
    await expect(dlg.getByRole('textbox', { name: 'Subject' })).toHaveValue('Re: your message to the shop');
    await expect(dlg.getByRole('textbox', { name: 'Text' })).toHaveValue('');
    await expect(dlg.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Send reply hands over the subject and text as typed. */
export const Send: Story = {
  play: async ({ args }) => {
    const dlg = await dialog();
    await userEvent.type(dlg.getByRole('textbox', { name: 'Text' }), 'A corrected file is on its way.');
    await userEvent.click(dlg.getByRole('button', { name: 'Send reply' }));
    await expect(args.onSend).toHaveBeenCalledWith({
      subject: 'Re: your message to the shop',
      text: 'A corrected file is on its way.',
    });
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Cancel closes without sending. */
export const Cancel: Story = {
  play: async ({ args }) => {
    const dlg = await dialog();
    await userEvent.click(dlg.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** While sending: Send is busy, Cancel disabled, and there is no close button; a second press sends nothing. */
export const Sending: Story = {
  args: { sending: true },
  play: async ({ args }) => {
    const dlg = await dialog();
    const send = dlg.getByRole('button', { name: 'Send reply' });
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await expect(dlg.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dlg.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.click(send);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A refusal that names no field: shown as an alert above the fields. */
export const Refused: Story = {
  args: { error: { message: 'The mail server did not answer: the reply was not sent' } },
  play: async () => {
    const dlg = await dialog();
    await expect(dlg.getByRole('alert')).toHaveTextContent('The mail server did not answer: the reply was not sent');
    await expect(dlg.getByRole('textbox', { name: 'Text' })).toBeValid();
  },
};

/** A refusal of one field: shown under it, which is marked invalid. */
export const FieldRefused: Story = {
  args: { error: { message: 'subject cannot be empty', field: 'subject' } },
  play: async () => {
    const dlg = await dialog();
    const subject = dlg.getByRole('textbox', { name: 'Subject' });
    await expect(subject).toBeInvalid();
    await expect(subject).toHaveAccessibleDescription('subject cannot be empty');
    await expect(dlg.queryByRole('alert')).not.toBeInTheDocument();
  },
};

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { expectPageScrollLocked, expectPageScrollRestored } from '../Modal/pageScrollLock.stories-support';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

/** The favourites page's delete button, which asks before deleting and closes the dialog on either answer. */
function ConfirmDialogDemo({ open: initiallyOpen, onConfirm, onCancel, ...args }: ConfirmDialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        {...args}
        open={open}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  render: (args) => <ConfirmDialogDemo {...args} />,
  args: {
    open: false,
    title: 'Delete Moodboard',
    message: 'Are you sure you want to delete this moodboard?',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openFromTrigger(canvasElement: HTMLElement) {
  const trigger = within(canvasElement).getByRole('button', { name: 'Delete' });
  await userEvent.click(trigger);
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Delete Moodboard' });
  return { trigger, dialog };
}

async function expectClosed(canvasElement: HTMLElement, trigger: HTMLElement) {
  const doc = canvasElement.ownerDocument;
  await waitFor(() => expect(within(doc.body).queryByRole('alertdialog')).toBeNull());
  await expect(trigger).toHaveFocus();
  await expectPageScrollRestored(doc);
}

/**
 * The favourites page asks before deleting a moodboard. Cancel has the initial focus;
 * Confirm emits one confirmation and, once the page closes the dialog, scrolling is back.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openFromTrigger(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this moodboard?');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expectPageScrollLocked(canvasElement.ownerDocument);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expectClosed(canvasElement, trigger);
  },
};

/** Cancel emits a cancellation, never a confirmation, and page scrolling comes back. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openFromTrigger(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expectClosed(canvasElement, trigger);
  },
};

/** Escape is a cancellation too. */
export const Escape: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger } = await openFromTrigger(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expectClosed(canvasElement, trigger);
  },
};

/** The close button in the corner is a cancellation too. */
export const CloseButton: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openFromTrigger(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expectClosed(canvasElement, trigger);
  },
};

/**
 * While the deletion is in flight, Confirm is busy and ignores presses, and the dialog
 * cannot be cancelled (no Cancel, no close button, Escape does nothing).
 */
export const Busy: Story = {
  args: { open: true, busy: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Delete Moodboard',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();

    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

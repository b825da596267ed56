import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Modal, type ModalProps } from './Modal';
import { expectPageScrollLocked, expectPageScrollRestored } from './pageScrollLock.stories-support';
import { expectTouchTarget, tap } from '../../../.storybook/touch';

/** A page with the button that opens the modal, so focus has somewhere to return to. */
function ModalDemo({ open: initiallyOpen, onOpenChange, loadFirst, ...args }: ModalProps & { loadFirst?: () => Promise<void> }) {
  const [open, setOpen] = useState(initiallyOpen);
  const openIt = async () => {
    await loadFirst?.();
    setOpen(true);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => void openIt()}>
        View licence
      </Button>
      <Modal
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/Modal',
  component: Modal,
  render: (args) => <ModalDemo {...args} />,
  args: {
    open: false,
    title: 'Standard licence',
    description: 'What you may do with this design after purchase.',
    children: <p>Print the pattern on up to 5,000 products, in any colourway. Reselling the design file itself is not allowed.</p>,
    onOpenChange: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

const twoButtonFooter = (
  <>
    <Button variant="secondary" onClick={fn()}>
      Cancel
    </Button>
    <Button onClick={fn()}>Buy licence</Button>
  </>
);

async function openFromTrigger(canvasElement: HTMLElement) {
  const trigger = within(canvasElement).getByRole('button', { name: 'View licence' });
  await userEvent.click(trigger);
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Standard licence' });
  return { trigger, dialog };
}

/**
 * Opened from its trigger: focus moves inside and the page stops scrolling; Escape
 * closes it, focus returns to the trigger and the page scrolls again.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const doc = canvasElement.ownerDocument;
    const { trigger, dialog } = await openFromTrigger(canvasElement);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription('What you may do with this design after purchase.');
    await waitFor(() => expect(dialog).toContainElement(doc.activeElement as HTMLElement));
    await expectPageScrollLocked(doc);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(doc.body).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expectPageScrollRestored(doc);
  },
};

/**
 * The dialog takes a click from the moment it is on screen. Radix turns the page's
 * pointer events off one render before it turns the dialog's own back on; in between,
 * the dialog inherited `none` from the page and a quick tap fell through to nothing.
 */
export const TakesAClickAtOnce: Story = {
  args: { footer: twoButtonFooter },
  // Opened once something has loaded (as the favourites picker is): React then renders
  // the dialog outside the click, and Radix's second render comes a task later.
  render: (args) => <ModalDemo {...args} loadFirst={() => new Promise((resolve) => setTimeout(resolve))} />,
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    // What a pointer would meet on the dialog at each moment the page's pointer events change.
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const dialog = doc.body.querySelector<HTMLElement>('[role="dialog"]');
      if (dialog && doc.body.style.pointerEvents === 'none') seen.push(getComputedStyle(dialog).pointerEvents);
    });
    observer.observe(doc.body, { attributes: true, attributeFilter: ['style'] });
    try {
      const { dialog } = await openFromTrigger(canvasElement);
      await waitFor(() => expect(seen.length).toBeGreaterThan(0), { timeout: 15_000 });
      await expect(seen).not.toContain('none');
      await expect(getComputedStyle(within(dialog).getByRole('button', { name: 'Buy licence' })).pointerEvents).toBe('auto');
    } finally {
      observer.disconnect();
    }
  },
};

/** A click on the dimmed backdrop closes the dialog. */
export const BackdropClose: Story = {
  play: async ({ canvasElement, args }) => {
    const doc = canvasElement.ownerDocument;
    const { trigger } = await openFromTrigger(canvasElement);
    // The backdrop has no role: it is decoration that happens to catch clicks.
    const backdrop = doc.body.querySelector<HTMLElement>('[data-modal-backdrop]');
    await expect(backdrop).toBeVisible();
    await userEvent.click(backdrop!);
    await waitFor(() => expect(within(doc.body).queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expectPageScrollRestored(doc);
  },
};

/** The close icon button in the corner, named 'Close', closes the dialog. */
export const CloseIcon: Story = {
  play: async ({ canvasElement, args }) => {
    const doc = canvasElement.ownerDocument;
    const { trigger, dialog } = await openFromTrigger(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(doc.body).queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expectPageScrollRestored(doc);
  },
};

/** Tab and Shift+Tab cycle through the dialog's controls and never reach the page behind it. */
export const FocusTrap: Story = {
  args: { footer: twoButtonFooter },
  play: async ({ canvasElement }) => {
    const { dialog } = await openFromTrigger(canvasElement);
    const inDialog = within(dialog);
    const cancel = inDialog.getByRole('button', { name: 'Cancel' });
    const buy = inDialog.getByRole('button', { name: 'Buy licence' });
    const close = inDialog.getByRole('button', { name: 'Close' });

    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    await expect(buy).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(close).toHaveFocus();
  },
};

/** Open, with a footer of two actions: the visual baseline. */
export const Open: Story = {
  args: { open: true, footer: twoButtonFooter },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Standard licence' });
    await expect(within(dialog).getByRole('heading', { level: 2, name: 'Standard licence' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Buy licence' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expectPageScrollLocked(canvasElement.ownerDocument);
  },
};

/** Not dismissible: no close button, and Escape or a backdrop click leave it open. */
export const NotDismissible: Story = {
  args: {
    open: true,
    dismissible: false,
    title: 'Accept the licence terms',
    description: 'You need to accept the terms before downloading.',
    footer: <Button onClick={fn()}>I accept</Button>,
  },
  play: async ({ canvasElement, args }) => {
    const doc = canvasElement.ownerDocument;
    const dialog = await within(doc.body).findByRole('dialog', { name: 'Accept the licence terms' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'I accept' })).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await userEvent.click(doc.body.querySelector<HTMLElement>('[data-modal-backdrop]')!);
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expectPageScrollLocked(doc);
  },
};

/** On a phone the dialog is a full-screen sheet, with a close button of a finger's size. */
export const PhoneSheet: Story = {
  globals: { viewport: { value: 'phone360' } },
  args: { open: true, footer: twoButtonFooter },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const dialog = await within(doc.body).findByRole('dialog', { name: 'Standard licence' });
    const rect = dialog.getBoundingClientRect();
    await expect({ left: rect.left, top: rect.top, width: rect.width, height: rect.height }).toEqual({
      left: 0,
      top: 0,
      width: doc.defaultView!.innerWidth,
      height: doc.defaultView!.innerHeight,
    });
    await expectTouchTarget(within(dialog).getByRole('button', { name: 'Close' }));
    await expectTouchTarget(within(dialog).getByRole('button', { name: 'Buy licence' }));
  },
};

/** A tap on the sheet's close button closes it, and the page is back. */
export const PhoneSheetTapClose: Story = {
  globals: { viewport: { value: 'phone360' } },
  args: { open: true },
  play: async ({ canvasElement, args }) => {
    const doc = canvasElement.ownerDocument;
    const dialog = await within(doc.body).findByRole('dialog', { name: 'Standard licence' });
    await tap(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(doc.body).queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expectPageScrollRestored(doc);
  },
};

/** On a tablet the dialog stays a centred panel, with room around it. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet768' } },
  args: { open: true, footer: twoButtonFooter },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const dialog = await within(doc.body).findByRole('dialog', { name: 'Standard licence' });
    const rect = dialog.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThan(0);
    await expect(rect.right).toBeLessThan(doc.defaultView!.innerWidth);
    await expectTouchTarget(within(dialog).getByRole('button', { name: 'Buy licence' }));
  },
};

/** A drawer along the left edge (the categories on a phone), the page dimmed beside it. */
export const StartDrawer: Story = {
  globals: { viewport: { value: 'phone390' } },
  args: { open: true, placement: 'start', title: 'Categories', description: undefined },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const drawer = await within(doc.body).findByRole('dialog', { name: 'Categories' });
    const rect = drawer.getBoundingClientRect();
    await expect({ left: rect.left, top: rect.top, height: rect.height }).toEqual({
      left: 0,
      top: 0,
      height: doc.defaultView!.innerHeight,
    });
    await expect(rect.width).toBeLessThan(doc.defaultView!.innerWidth);
  },
};

/** A tap on the dimmed page beside the drawer closes it. */
export const StartDrawerTapOutside: Story = {
  globals: { viewport: { value: 'phone390' } },
  args: { open: true, placement: 'start', title: 'Categories', description: undefined },
  play: async ({ canvasElement, args }) => {
    const doc = canvasElement.ownerDocument;
    const drawer = await within(doc.body).findByRole('dialog', { name: 'Categories' });
    const rect = drawer.getBoundingClientRect();
    const backdrop = doc.body.querySelector<HTMLElement>('[data-modal-backdrop]')!;
    await userEvent.pointer({ keys: '[TouchA]', target: backdrop, coords: { clientX: rect.right + 20, clientY: 200 } });
    await waitFor(() => expect(within(doc.body).queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A sheet rising from the bottom edge (the store's filters on a phone). */
export const BottomSheet: Story = {
  globals: { viewport: { value: 'phone390' } },
  args: { open: true, placement: 'bottom', footer: <Button onClick={fn()}>Show 42 results</Button> },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const sheet = await within(doc.body).findByRole('dialog', { name: 'Standard licence' });
    const rect = sheet.getBoundingClientRect();
    await expect({ left: rect.left, width: rect.width, bottom: Math.round(rect.bottom) }).toEqual({
      left: 0,
      width: doc.defaultView!.innerWidth,
      bottom: doc.defaultView!.innerHeight,
    });
    await expectTouchTarget(within(sheet).getByRole('button', { name: 'Show 42 results' }));
  },
};

/** A sheet that opens with a text field first can hold focus on itself: no phone keyboard rises over it. */
export const FocusOnDialog: Story = {
  globals: { viewport: { value: 'phone390' } },
  args: {
    open: true,
    placement: 'bottom',
    initialFocus: 'dialog',
    title: 'Filters',
    description: undefined,
    children: (
      <label>
        Search designs <input type="search" />
      </label>
    ),
  },
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(sheet).toHaveFocus());
    await expect(within(sheet).getByRole('searchbox', { name: 'Search designs' })).not.toHaveFocus();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { generateDesigns, toCard } from '../../../../mocks/fixtures/catalogue';
import { Button } from '../../../ui/Button/Button';
import { expectPageScrollLocked, expectPageScrollRestored } from '../../../ui/Modal/pageScrollLock.stories-support';
import { ProductTile } from './ProductTile';

const card = toCard(generateDesigns(1)[0]!);

const meta = {
  title: 'Features/Product/ProductTile',
  component: ProductTile,
  args: {
    card,
    width: 240,
    saveControl: (
      <Button variant="secondary" size="sm">
        SAVE
      </Button>
    ),
  },
} satisfies Meta<typeof ProductTile>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openQuickView(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const cover = canvas.getByRole('img', { name: /Ocean Deep floral$/ });
  await waitFor(() => expect(cover).toBeVisible());
  await expect(within(document.body).queryByRole('dialog')).toBeNull();
  const quickView = canvas.getByRole('button', { name: 'Quick view PT-01001' });
  await userEvent.click(quickView);
  const dialog = within(await within(document.body).findByRole('dialog', { name: 'Design PT-01001' }));
  const dialogCover = dialog.getByRole('img', { name: /^Design PT-01001:/ });
  await waitFor(() => expect(dialogCover).toBeVisible());
  return { quickView, dialog };
}

/** Quick view opens the design's detail in a dialog, with the same SAVE control, and locks page scrolling. */
export const QuickView: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openQuickView(canvasElement);
    await expect(dialog.getByRole('button', { name: 'SAVE' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add To Bag' })).toBeVisible();
    await expect(dialog.getByRole('status', { name: 'Price' })).toHaveTextContent('$156.00');
    await expectPageScrollLocked(document);
  },
};

/** Escape closes the dialog: focus returns to Quick view and the page scrolls again; reopening shows the cached detail at once. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const { quickView } = await openQuickView(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(quickView).toHaveFocus();
    await expectPageScrollRestored(document);

    await userEvent.click(quickView);
    await expect(within(body.getByRole('dialog', { name: 'Design PT-01001' })).getByRole('button', { name: 'Add To Bag' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

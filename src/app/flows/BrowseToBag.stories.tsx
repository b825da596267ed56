import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../App';

/**
 * A visitor's first purchase intent, across pages: home → header search → store →
 * a filter → quick view → Add To Bag into the local cart, which the header counts.
 */
const meta = {
  title: 'App/Flows/Browse to bag',
  component: AppRoutes,
  parameters: { layout: 'fullscreen', route: { url: '/' } },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VisitorSearchesFiltersAndAddsToBag: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const siteHeader = () => within(canvas.getAllByRole('banner')[0]!);

    await step('home: pause the banner and search from the header', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Pause slideshow' }));
      await userEvent.type(siteHeader().getByRole('searchbox', { name: 'Search designs' }), 'floral{Enter}');
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Results for “floral”' })).toBeVisible();
    });

    await step('store: a style filter narrows the results and shows its chip', async () => {
      const before = await canvas.findByText(/^\d+ designs?$/, {});
      const total = Number(before.textContent!.split(' ')[0]);
      await userEvent.click(await canvas.findByRole('checkbox', { name: 'Watercolour' }));
      await expect(await canvas.findByRole('button', { name: 'Remove Watercolour' })).toBeVisible();
      await waitFor(() => expect(Number(canvas.getByText(/^\d+ designs?$/).textContent!.split(' ')[0])).toBeLessThan(total));
    });

    await step('quick view: the detail opens in a dialog and the design goes into the bag', async () => {
      const results = await canvas.findByRole('list', { name: 'Search results' });
      await userEvent.click((await within(results).findAllByRole('button', { name: /^Quick view PT-/ }))[0]!);
      const dialog = within(await screen.findByRole('dialog', {}));
      await userEvent.click(await dialog.findByRole('button', { name: 'Add To Bag' }));
      await expect(await dialog.findByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/shoppingcar');
    });

    await step('the header counts the local cart', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(siteHeader().getByRole('link', { name: 'Shopping cart, 1 design' })).toBeVisible());
      await expect(JSON.parse(localStorage.getItem('localCart') ?? '[]')).toHaveLength(1);
    });
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { productHandlers } from '../../../../mocks/handlers';
import { waitForImagesInView } from '../home.stories-support';
import { HomePage } from './HomePage';

const meta = {
  title: 'Features/Home/HomePage',
  component: HomePage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const sectionNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter((name) => !['New this week', 'Made for kidswear', 'Watercolour'].includes(name ?? ''));

/** The whole home page in the spec's order, every section filled from the fixture world. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Textile and surface pattern designs');
    const banners = await canvas.findByRole('region', { name: 'Featured banners' });
    await canvas.findByRole('region', { name: 'Best-selling designs' });
    await waitFor(() => expect(canvas.getAllByRole('link', { name: /^Explore / })).toHaveLength(6));
    await expect(sectionNames(canvasElement)).toEqual([
      'Shop By Collection',
      'Best Sellers',
      'USED & TRUSTED BY',
      'Featured Category',
      'Pattern Trends',
      'Why designers choose us',
    ]);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Extra dimension files', 'Layered original files', 'Competitive price']),
    );
    // One call feeds both the banner and the collections.
    await expect(within(canvas.getByRole('region', { name: 'Shop By Collection' })).getAllByRole('article')).toHaveLength(3);

    // A still first slide for the picture.
    await userEvent.click(within(banners).getByRole('button', { name: 'Pause slideshow' }));
    await userEvent.click(within(banners).getByRole('button', { name: 'Go to slide 1' }));
    await waitFor(() => expect(within(banners).getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true'));
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await waitForImagesInView(canvasElement);
  },
};

/** Every product call still pending: each section holds its place with a spinner; the static ones show. */
export const Loading: Story = {
  parameters: { msw: { handlers: { product: productHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const statuses = canvas.getAllByRole('status').map((status) => status.textContent);
    await expect(statuses).toEqual(['Loading banners', 'Loading collections', 'Loading best sellers', 'Loading categories']);
    await expect(canvas.getByRole('region', { name: 'USED & TRUSTED BY' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Pattern Trends' })).toBeVisible();
  },
};

/** Every product call fails: each section says so on its own, quietly; the rest of the page stands. */
export const Error: Story = {
  parameters: { msw: { handlers: { product: productHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(4));
    for (const what of ['Banners', 'Collections', 'Best sellers', 'Categories']) {
      await expect(canvas.getByText(`${what} could not be loaded. Server error, please try again later`)).toBeVisible();
    }
    await expect(canvas.getByRole('region', { name: 'Pattern Trends' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /Pinterest/ })).toHaveLength(1);
  },
};

/** An empty shop: the still hero leads to the store; sections with nothing to show leave the page. */
export const Empty: Story = {
  parameters: { msw: { handlers: { product: productHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Browse all designs' })).toHaveAttribute('href', '/store');
    await waitFor(() => expect(canvas.queryAllByRole('status')).toHaveLength(0));
    await expect(sectionNames(canvasElement).filter((name) => name !== 'Seamless patterns, ready to print')).toEqual([
      'USED & TRUSTED BY',
      'Pattern Trends',
      'Why designers choose us',
    ]);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtureSessions } from '../../../../mocks/fixtures/members';
import { productHandlers } from '../../../../mocks/handlers';
import { loggedInAs } from '../../session';
import { expectNoSidewaysScroll, expectTouchTarget, tap } from '../../../../.storybook/touch';
import { expectBuyingFirst, tapLicence } from '../DesignDetail/DesignDetail.stories-support';
import { DetailPage } from './DetailPage';

const meta = {
  title: 'Features/Product/DetailPage',
  component: DetailPage,
  parameters: { layout: 'fullscreen', route: { path: '/detail/:productId', url: '/detail/1001' } },
} satisfies Meta<typeof DetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function loadedPage(canvasElement: HTMLElement, heading: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  const cover = canvas.getByRole('img', { name: /^Design PT-\d{5}:/ });
  await waitFor(() => expect(cover).toBeVisible());
  return canvas;
}

/** /detail/1001: the design's page with its own title, the detail body and word lists as level-2 sections. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loadedPage(canvasElement, 'Design PT-01001');
    await waitFor(() => expect(document.title).toBe('Design PT-01001'));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Categories' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Price' })).toHaveTextContent('$156.00');
    await expect(canvas.getByRole('link', { name: 'Browse designs' })).toHaveAttribute('href', '/store');
    await expect(canvas.getByRole('link', { name: 'Vintage' })).toHaveAttribute('href', '/store?q=Vintage');
    // Under the design, the designs like it, each linking to its own page.
    const like = await canvas.findByRole('region', { name: 'Designs like this one' });
    await expect(within(like).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/detail\/\d+$/));
  },
};

/** An exclusive design's page (1028): only the exclusive licence, at the buyout price. */
export const Exclusive: Story = {
  parameters: { route: { path: '/detail/:productId', url: '/detail/1028' } },
  play: async ({ canvasElement }) => {
    const canvas = await loadedPage(canvasElement, 'Design PT-01028');
    // The licences offered (the page's other radios choose what "More like this" looks for).
    await expect(within(canvas.getByRole('group', { name: 'License' })).getAllByRole('radio')).toHaveLength(1);
    await expect(canvas.getByRole('radio', { name: 'Exclusive license $424.00' })).toBeChecked();
    await expect(canvas.getByRole('status', { name: 'Price' })).toHaveTextContent('$424.00');
  },
};

/** A member's page of a design in the server cart (ada's 1025): View Cart. */
export const InCart: Story = {
  parameters: { jotai: loggedInAs(fixtureSessions.ada), route: { path: '/detail/:productId', url: '/detail/1025' } },
  play: async ({ canvasElement }) => {
    const canvas = await loadedPage(canvasElement, 'Design PT-01025');
    await expect(canvas.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/shoppingcar');
  },
};

/** Add To Bag on the page works as in the dialog: a visitor's design goes to the local cart. */
export const AddToBag: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loadedPage(canvasElement, 'Design PT-01001');
    await userEvent.click(canvas.getByRole('button', { name: 'Add To Bag' }));
    await expect(await canvas.findByRole('link', { name: 'View Cart' })).toBeVisible();
    await expect(JSON.parse(localStorage.getItem('localCart') ?? '[]')).toEqual([{ productId: 1001, imgType: 5, productNum: 1 }]);
  },
};

/** While the design loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: { product: productHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading design');
    await expect(document.title).toBe('Design detail');
  },
};

/** An id the server does not know (404): 'Design not found', a way back to the store. */
export const NotFound: Story = {
  parameters: { route: { path: '/detail/:productId', url: '/detail/999999' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Design not found' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Design not found'));
    await expect(canvas.getByRole('link', { name: 'Browse designs' })).toHaveAttribute('href', '/store');
  },
};

/** Not an id at all: not found without asking the server. */
export const NotAnId: Story = {
  parameters: { route: { path: '/detail/:productId', url: '/detail/floral' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Design not found' })).toBeVisible();
  },
};

/** The server fails: its message and Try again. */
export const Error: Story = {
  parameters: { msw: { handlers: { product: productHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This design could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('Server error, please try again later')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * The page on a touch screen: a finger picks the unlimited licence and adds the design
 * to the bag; every word link is a 44 px target and nothing scrolls sideways.
 */
async function touchPurchase(canvasElement: HTMLElement) {
  const canvas = await loadedPage(canvasElement, 'Design PT-01001');
  await tapLicence(canvasElement, /^Commercial unlimited license/);
  for (const link of within(canvas.getByRole('region', { name: 'Categories' })).getAllByRole('link')) await expectTouchTarget(link);
  await expectNoSidewaysScroll(canvasElement.ownerDocument);
  await tap(canvas.getByRole('button', { name: 'Add To Bag' }));
  await expect(await canvas.findByRole('link', { name: 'View Cart' })).toBeVisible();
  await expect(JSON.parse(localStorage.getItem('localCart') ?? '[]')).toEqual([{ productId: 1001, imgType: 4, productNum: 1 }]);
  // The designs like it load below; the picture waits for them.
  const like = await canvas.findByRole('region', { name: 'Designs like this one' });
  await expectTouchTarget(within(like).getByRole('button', { name: 'Next slide' }));
  await expectNoSidewaysScroll(canvasElement.ownerDocument);
}

/** /detail/1001 on a 390 px phone: one column, the cover first, then licence, price and Add To Bag, then the facts. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvasElement }) => {
    await loadedPage(canvasElement, 'Design PT-01001');
    await expectBuyingFirst(canvasElement);
    await touchPurchase(canvasElement);
  },
};

/** /detail/1001 on a 768 px tablet: cover and facts side by side, with 44 px controls. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet768' } },
  play: async ({ canvasElement }) => {
    const canvas = await loadedPage(canvasElement, 'Design PT-01001');
    const cover = canvas.getByRole('img', { name: /^Design PT-\d{5}:/ });
    // Side by side: the licences start level with the cover, to its right.
    await expect(canvas.getByRole('group', { name: 'License' }).getBoundingClientRect().left).toBeGreaterThan(
      cover.getBoundingClientRect().right,
    );
    await touchPurchase(canvasElement);
  },
};

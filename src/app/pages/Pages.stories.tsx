import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fixtureSessions } from '../../../mocks/fixtures/members';
import { productHandlers } from '../../../mocks/handlers';
import { loggedInAs } from '../../features/session';
import { AppRoutes } from '../App';
import { holdSlideshowAtStart } from '../../../.storybook/waits';

/**
 * Whole pages as a shopper sees them: the app's own routes and layout (header, footer,
 * feedback button) on the MSW world, at the URL of `parameters.route`.
 */
const meta = {
  title: 'Pages/Storefront',
  component: AppRoutes,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

// The site header comes first. (Testing Library maps every <header> to 'banner', also
// the section headers inside <main> that browsers and axe rightly do not.)
const header = (canvasElement: HTMLElement) => within(within(canvasElement).getAllByRole('banner')[0]!);

/** Stops the banner's autoplay and shows its first slide, so the screenshot holds it. */
async function pauseBanner(canvasElement: HTMLElement) {
  await holdSlideshowAtStart(await within(canvasElement).findByRole('region', { name: 'Featured banners' }));
}

/** `/`: header, banner carousel, sections in the spec's order, footer and feedback button. */
export const Home: Story = {
  parameters: { route: { url: '/' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pauseBanner(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Best Sellers' })).toBeVisible();
    await expect(header(canvasElement).getByRole('button', { name: 'All Designs' })).toBeVisible();
    await expect(header(canvasElement).getByRole('button', { name: 'Sign In' })).toBeVisible();
    const sections = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(sections.indexOf('Shop By Collection')).toBeLessThan(sections.indexOf('Best Sellers'));
    // The footer's code arrives just after the page's.
    await expect(await canvas.findByText(/© 2022/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Feedback' })).toBeVisible();
    // Best sellers open the design's page in a new tab.
    const bestSellers = within(canvas.getByRole('region', { name: 'Best Sellers' }));
    await waitFor(() => expect(bestSellers.getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/detail\/\d+$/)));
  },
};

/** `/` for a member: favourites, and the account avatar with the company's first letter. */
export const HomeLoggedIn: Story = {
  parameters: { route: { url: '/' }, jotai: loggedInAs(fixtureSessions.pin) },
  play: async ({ canvasElement }) => {
    await pauseBanner(canvasElement);
    // The account menu's code loads on demand.
    await expect(await header(canvasElement).findByRole('button', { name: 'Account menu' })).toHaveTextContent('P');
    await expect(header(canvasElement).getByRole('link', { name: 'Favorites' })).toHaveAttribute('href', '/favorites');
    await expect(header(canvasElement).queryByRole('button', { name: 'Sign In' })).toBeNull();
  },
};

/** `/store?q=floral`: the header's search box and the filter panel both show the keyword; results in the grid. */
export const Store: Story = {
  parameters: { route: { url: '/store?q=floral' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Results for “floral”' })).toBeVisible();
    const results = await canvas.findByRole('list', { name: 'Search results' });
    await expect((await within(results).findAllByRole('button', { name: /^Quick view PT-/ })).length).toBeGreaterThan(0);
    await expect(header(canvasElement).getByRole('searchbox')).toHaveValue('floral');
  },
};

/** `/store` when the search fails: the server's message in a closable toast. */
export const StoreSearchFails: Story = {
  parameters: { route: { url: '/store?q=floral' }, msw: { handlers: { product: productHandlers.error } } },
  play: async ({ canvasElement }) => {
    const toast = await screen.findByText('Server error, please try again later', {});
    await expect(toast).toBeVisible();
    await expect(within(canvasElement).getAllByRole('banner')[0]).toBeVisible();
  },
};

/** `/detail/1001`: the design's own page inside the chrome, with its licence choice and Add To Bag. */
export const Detail: Story = {
  parameters: { route: { url: '/detail/1001' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /PT-01001/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add To Bag' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'SAVE' })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/PT-01001/));
  },
};

/** An unknown path: a not-found page inside the chrome, with a way into the catalogue. */
export const NotFound: Story = {
  parameters: { route: { url: '/no/such/page' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse all designs' })).toHaveAttribute('href', '/store');
  },
};

/** A /sketch/* page: no header, footer, feedback button or loading bar (spec §2). */
export const SketchHasNoChrome: Story = {
  parameters: { route: { url: '/sketch/board' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Feedback' })).toBeNull();
    await expect(canvas.queryByText(/© 2022/)).toBeNull();
  },
};

/** `/thank`: after the contact form is sent from the contact page. */
export const Thank: Story = {
  parameters: { route: { url: '/thank' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'contact us' })).toBeVisible();
    await expect(canvas.getByText('Thank you - your message has been sent, we’ll be in touch shortly.')).toBeVisible();
  },
};

/** A visitor's Sign In opens the login dialog (loaded on demand) in sign-in mode. */
export const SignInOpensTheDialog: Story = {
  parameters: { route: { url: '/' } },
  play: async ({ canvasElement }) => {
    await pauseBanner(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    await expect(within(dialog).getByRole('textbox', { name: 'Email' })).toBeVisible();
  },
};

/** `/shoppingcar` for a member: the server cart's lines, the total and the checkout beside them. */
export const CartForAMember: Story = {
  parameters: { route: { url: '/shoppingcar' }, jotai: loggedInAs(fixtureSessions.ada) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(await canvas.findByText('Total')).toBeVisible();
  },
};

/** `/favorites` for a member: the moodboards in the spec's grid. */
export const Favorites: Story = {
  parameters: { route: { url: '/favorites' }, jotai: loggedInAs(fixtureSessions.ada) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    await expect(await canvas.findByText('Spring florals')).toBeVisible();
    await expect(canvas.getByText('Kidswear')).toBeVisible();
  },
};

/** `/folder?fid=11`: one moodboard's designs, with the back arrow to the favourites. */
export const FolderDetail: Story = {
  parameters: { route: { url: '/folder?fid=11' }, jotai: loggedInAs(fixtureSessions.ada) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Spring florals' })).toBeVisible();
    await expect(await canvas.findByText('5 patterns')).toBeVisible();
  },
};

/** `/us`, an alias of the about page, and `/faq`: static pages reach the app's routes. */
export const AboutAlias: Story = {
  parameters: { route: { url: '/us' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByText(/Hong Kong/)).toBeVisible();
    await holdSlideshowAtStart(await canvas.findByRole('region', { name: 'Working Process steps' }));
  },
};

/** `/personalCenter/orderForm` for a member: the side menu with My Order highlighted, and the orders. */
export const Orders: Story = {
  parameters: { route: { url: '/personalCenter/orderForm' }, jotai: loggedInAs(fixtureSessions.ada) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('navigation', { name: /account/i });
    await expect(within(menu).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/personalCenter/orderForm');
    await expect((await canvas.findAllByText('Payment completed'))[0]).toBeVisible();
  },
};

/**
 * The order area's title tabs (account §2): on `/personalCenter/orderForm/paid` the
 * 'Paid orders' tab is highlighted; a tab goes through /blank back to the order list,
 * which starts over — the order-number search is cleared and the first 4 orders show.
 */
export const OrdersTitleTabs: Story = {
  tags: ['no-visual'],
  parameters: { route: { url: '/personalCenter/orderForm/paid' }, jotai: loggedInAs(fixtureSessions.ada) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const orders = () => canvas.queryAllByRole('rowgroup', { name: /^Order PM/ });
    const tabs = await canvas.findByRole('navigation', { name: 'Order views' });
    await expect(within(tabs).getByRole('link', { current: 'page' })).toHaveTextContent('Paid orders');
    await waitFor(() => expect(orders()).toHaveLength(4));

    const search = within(canvas.getByRole('search', { name: 'Search by order number' })).getByRole('searchbox');
    await userEvent.type(search, 'PM20261118000501{Enter}');
    await waitFor(() => expect(orders().map((o) => o.getAttribute('aria-label'))).toEqual(['Order PM20261118000501']));

    await userEvent.click(within(tabs).getByRole('link', { name: 'All orders' }));
    await waitFor(() =>
      expect(within(canvas.getByRole('navigation', { name: 'Order views' })).getByRole('link', { current: 'page' })).toHaveTextContent(
        'All orders',
      ),
    );
    await expect(within(canvas.getByRole('search', { name: 'Search by order number' })).getByRole('searchbox')).toHaveValue('');
    await waitFor(() => expect(orders()).toHaveLength(4));
    await expect(sessionStorage.getItem('returnTo')).toBeNull();
  },
};

/** `/orderForm`, the storefront table's name for the orders, lands on the account's order list. */
export const OrdersAlias: Story = {
  tags: ['no-visual'],
  parameters: { route: { url: '/orderForm' }, jotai: loggedInAs(fixtureSessions.ada) },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText('Payment completed', {}))[0]).toBeVisible();
  },
};

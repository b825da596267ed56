import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useLocation, useNavigate } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { productHandlers } from '../../../../mocks/handlers';
import { Button } from '../../../ui/Button/Button';
import { vars } from '../../../ui/theme/contract.css';
import { coversSettled, everyCardDrawn, renderStandInCard } from '../catalogue.stories-support';
import { StorePage } from './StorePage';
import { measuringOrder } from '../../../domain/imageSearch';
import { imageSearchWhileMeasuring } from '../../../../mocks/handlers/product';
import { onSale } from '../../../../mocks/fixtures/catalogue';
import { world } from '../../../../mocks/world';
import { STORE_PAGE_SIZE } from '../../../domain/search';
import { expectNoSidewaysScroll, expectTouchTarget, tap } from '../../../../.storybook/touch';

/** Every selectPage body the page sends, in order; reset before each story. */
const sentSearches: Record<string, unknown>[] = [];
/** Records the request, then lets the next handler (the scenario's) answer it. */
const recordSearches = http.post('*/api/product/selectPage', async ({ request }) => {
  sentSearches.push((await request.clone().json()) as Record<string, unknown>);
});
const withRecorder = (scenario: typeof productHandlers.default) => ({ msw: { handlers: { product: [recordSearches, ...scenario] } } });

/**
 * The type tree (selectAllType) fails while `typeTree.fails`; then the scenario's
 * handler answers. Unique to the tree-failure stories, so written here.
 */
const typeTree = { fails: true };
const failingTypeTree = http.get('*/api/product/selectAllType', () =>
  typeTree.fails ? HttpResponse.json({ code: 500, desc: 'Server error, please try again later' }, { status: 500 }) : undefined,
);
const withFailingTypeTree = { msw: { handlers: { product: [failingTypeTree, recordSearches, ...productHandlers.default] } } };

/** Shows the router's URL and steps back in its history, as the browser's back button would. */
function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: vars.space.md, marginBottom: vars.space.lg, fontSize: vars.fontSize.sm }}>
      <output aria-label="Current URL">{`${location.pathname}${location.search}`}</output>
      <Button variant="secondary" size="sm" onClick={() => navigate(-1)}>
        Go back
      </Button>
    </div>
  );
}

const meta = {
  title: 'Features/Catalogue/StorePage',
  component: StorePage,
  args: { renderCard: renderStandInCard },
  render: (args) => (
    <>
      <LocationProbe />
      <StorePage {...args} />
    </>
  ),
  parameters: { route: { path: '/store', url: '/store?q=floral' }, ...withRecorder(productHandlers.default) },
  beforeEach: () => {
    sentSearches.length = 0;
    typeTree.fails = true;
  },
} satisfies Meta<typeof StorePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const urlOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Current URL' });
const resultsList = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: 'Search results' });
/** Closes a toast. Radix makes the toast stack clickable a moment after a toast arrives (in a transition). */
async function closeToast(close: HTMLElement) {
  await waitFor(() => expect(close).toHaveStyle({ pointerEvents: 'auto' }));
  await userEvent.click(close);
}

const firstSearch = { strSearchKeyword: '', iDisplayStart: 0, iDisplayLength: 100, sSorts: '', priceRange: '' };

/** /store?q=floral: one request for the keyword's first 100, the count, the grid, the keyword in the panel. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await resultsList(canvasElement);
    await expect(sentSearches).toEqual([{ ...firstSearch, strSearchKeyword: 'floral' }]);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Results for “floral”' })).toBeVisible();
    // The count above the grid is the number of cards in it.
    const shown = Number(/^(\d+) designs$/.exec(canvas.getByText(/^\d+ designs$/).textContent!)![1]);
    await expect(shown).toBeGreaterThan(0);
    await everyCardDrawn(canvasElement, 'Search results', shown);
    // Fewer than a page: no pager.
    await expect(canvas.queryByRole('navigation', { name: 'Search result pages' })).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: 'Search by keyword' })).toHaveValue('floral');
    await expect(canvas.getByRole('button', { name: 'Remove Search: floral' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('recommend');
    await expect(canvas.getByRole('button', { name: 'Search by image' })).toHaveAttribute('aria-expanded', 'false');
    await expect(await canvas.findByRole('checkbox', { name: 'Textile print' })).toBeVisible();
    await coversSettled(canvasElement);
  },
};

/** ?page=1 is the second page: iDisplayStart 100; ids wait for the tree and go grouped by root name. */
export const Page2: Story = {
  parameters: { route: { path: '/store', url: '/store?ids=503&page=1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await resultsList(canvasElement);
    // One request, sent once the tree could group the id (never an ungrouped one before it).
    await expect(sentSearches).toEqual([{ ...firstSearch, iDisplayStart: 100, Season: [503] }]);
    const pager = canvas.getByRole('navigation', { name: 'Search result pages' });
    await expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(within(pager).getAllByRole('button', { name: /^Page / })).toHaveLength(2);
    const total = Number(/^(\d+) designs$/.exec(canvas.getByText(/^\d+ designs$/).textContent!)![1]);
    await expect(total).toBeGreaterThan(100);
    await everyCardDrawn(canvasElement, 'Search results', total - 100);
    await expect(canvas.getByRole('checkbox', { name: 'All seasons' })).toBeChecked();
    await coversSettled(canvasElement);
  },
};

/** A filter change goes back to the first page and into the URL; the router's back restores the page and the filter. */
export const FilterChangeAndBack: Story = {
  parameters: { route: { path: '/store', url: '/store?ids=503&page=1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await resultsList(canvasElement);
    await expect(urlOf(canvasElement)).toHaveTextContent('/store?ids=503&page=1');

    await userEvent.click(canvas.getByText('Style', { selector: 'summary > span' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Watercolour' }));
    await waitFor(() => expect(urlOf(canvasElement)).toHaveTextContent(/^\/store\?ids=503,203$/));
    await waitFor(() => expect(sentSearches).toHaveLength(2));
    await expect(sentSearches[1]).toEqual({ ...firstSearch, Season: [503], Style: [203] });
    await waitFor(() => expect(canvas.queryByRole('navigation', { name: 'Search result pages' })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Remove Watercolour' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(urlOf(canvasElement)).toHaveTextContent(/^\/store\?ids=503&page=1$/));
    await expect(canvas.getByRole('checkbox', { name: 'Watercolour' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'All seasons' })).toBeChecked();
    const pager = await canvas.findByRole('navigation', { name: 'Search result pages' });
    await expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // The page was cached: back shows it without asking again.
    await expect(sentSearches).toHaveLength(2);
    await coversSettled(canvasElement);
  },
};

/** A sort change is a filter change too: first page, sSorts in the URL and the request. */
export const SortChange: Story = {
  parameters: { route: { path: '/store', url: '/store?q=floral&page=1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(sentSearches).toHaveLength(1));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'From new to old' }));
    await waitFor(() => expect(urlOf(canvasElement)).toHaveTextContent(/^\/store\?q=floral&sSorts=sort,desc$/));
    await waitFor(() => expect(sentSearches).toHaveLength(2));
    await expect(sentSearches[1]).toEqual({ ...firstSearch, strSearchKeyword: 'floral', sSorts: 'sort,desc' });
    await resultsList(canvasElement);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await coversSettled(canvasElement);
  },
};

/** Choosing another page pushes it to the URL, asks for that page and brings the results' top into view. */
export const PageChange: Story = {
  parameters: { route: { path: '/store', url: '/store?ids=503' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await resultsList(canvasElement);
    const pager = canvas.getByRole('navigation', { name: 'Search result pages' });
    pager.scrollIntoView();
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading.getBoundingClientRect().top).toBeLessThan(0);

    await userEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(urlOf(canvasElement)).toHaveTextContent(/^\/store\?ids=503&page=1$/));
    await waitFor(() => expect(sentSearches.at(-1)).toEqual({ ...firstSearch, iDisplayStart: 100, Season: [503] }));
    await waitFor(() => expect(heading.getBoundingClientRect().top).toBeGreaterThanOrEqual(0));
    await waitFor(() =>
      expect(
        within(canvas.getByRole('navigation', { name: 'Search result pages' })).getByRole('button', { name: 'Page 2' }),
      ).toHaveAttribute('aria-current', 'page'),
    );
    await coversSettled(canvasElement);
  },
};

/** Nothing matches: an empty state whose button clears every filter (and the URL's query). */
export const Empty: Story = {
  parameters: withRecorder(productHandlers.empty),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const empty = await canvas.findByRole('region', { name: 'No designs found' });
    await expect(canvas.getByText('0 designs')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Search results' })).toBeNull();
    await userEvent.click(within(empty).getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(urlOf(canvasElement)).toHaveTextContent(/^\/store$/));
    await waitFor(() => expect(sentSearches.at(-1)).toEqual(firstSearch));
    await expect(canvas.getByRole('searchbox', { name: 'Search by keyword' })).toHaveValue('');
  },
};

/** While the search runs: a loading state (the request has gone out and does not answer). */
export const Loading: Story = {
  parameters: withRecorder(productHandlers.slow),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(sentSearches).toEqual([{ ...firstSearch, strSearchKeyword: 'floral' }]));
    const statuses = canvas.getAllByRole('status').map((status) => status.textContent);
    await expect(statuses).toContain('Loading designs');
    await expect(statuses).toContain('Loading filters');
    await expect(canvas.queryByRole('list', { name: 'Search results' })).toBeNull();
  },
};

/** The search fails: the server's message in a closable error toast, and a way to try again. */
export const ErrorToast: Story = {
  parameters: withRecorder(productHandlers.error),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toasts = within(await screen.findByRole('region', { name: 'Notifications (F8)' }));
    const message = await toasts.findByText('Server error, please try again later');
    await expect(message).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'The designs could not be loaded' })).toBeVisible();
    // Closable: it stays until closed, then goes.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await expect(message).toBeVisible();
    await closeToast(toasts.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(toasts.queryByText('Server error, please try again later')).toBeNull());
    await expect(sentSearches).toHaveLength(1);

    // Trying again asks again, and a second failure says so again.
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(sentSearches).toHaveLength(2));
    await expect(await toasts.findByText('Server error, please try again later')).toBeVisible();
    await expect(toasts.getAllByText('Server error, please try again later')).toHaveLength(1);
  },
};

/**
 * /store?ids=203 while the type tree cannot be loaded: the word cannot be sent (it goes
 * grouped by its group, which only the tree knows), so no search is sent at all, rather
 * than one that silently drops it. The results area says so and offers to try again;
 * the panel says so too, and the chosen filter's chip stays.
 */
export const TypeTreeFailed: Story = {
  parameters: { route: { path: '/store', url: '/store?ids=203' }, ...withFailingTypeTree },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const failed = await canvas.findByRole('region', { name: 'The filters could not be loaded' });
    await expect(within(failed).getByText('The designs are not shown because the filters you chose could not be applied.')).toBeVisible();
    await expect(within(failed).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The filters could not be loaded.');
    await expect(canvas.getByRole('button', { name: 'Remove Filter #203' })).toBeVisible();
    // No designs: neither a grid nor a card nor a count.
    await expect(canvas.queryByRole('list', { name: 'Search results' })).toBeNull();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.queryByText(/^\d+ designs?$/)).toBeNull();
    await expect(sentSearches).toEqual([]);
  },
};

/** "Try again" once the tree answers: the search runs with the word, and only that one was ever sent. */
export const TypeTreeFailedThenRetried: Story = {
  parameters: { route: { path: '/store', url: '/store?ids=203' }, ...withFailingTypeTree },
  play: async (context) => {
    await TypeTreeFailed.play!(context);
    const canvas = within(context.canvasElement);
    typeTree.fails = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await resultsList(context.canvasElement);
    await expect(sentSearches).toEqual([{ ...firstSearch, Style: [203] }]);
    await expect(canvas.queryByRole('region', { name: 'The filters could not be loaded' })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: 'Watercolour' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Remove Watercolour' })).toBeVisible();
    const shown = Number(/^(\d+) designs$/.exec(canvas.getByText(/^\d+ designs$/).textContent!)![1]);
    await everyCardDrawn(context.canvasElement, 'Search results', shown);
    await coversSettled(context.canvasElement);
  },
};

/** A keyword and a licence need no tree: while the tree fails, that search still runs and shows its designs. */
export const TypeTreeFailedKeywordSearch: Story = {
  parameters: { route: { path: '/store', url: '/store?q=floral&imgType=0' }, ...withFailingTypeTree },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await resultsList(canvasElement);
    await expect(sentSearches).toEqual([{ ...firstSearch, strSearchKeyword: 'floral', imgType: [0] }]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The filters could not be loaded.');
    await expect(canvas.queryByRole('region', { name: 'The filters could not be loaded' })).toBeNull();
    const shown = Number(/^(\d+) designs$/.exec(canvas.getByText(/^\d+ designs$/).textContent!)![1]);
    await everyCardDrawn(canvasElement, 'Search results', shown);
    await coversSettled(canvasElement);
  },
};

const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7, 7, 7]);

/** Drops an image on the drop area: drag events carrying a real DataTransfer. */
function dropImage(canvasElement: HTMLElement, file = new File([pngBytes], 'swatch.png', { type: 'image/png' })) {
  const zone = within(canvasElement).getByTestId('image-drop-zone');
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  for (const type of ['dragenter', 'dragover', 'drop'])
    zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}

/** /store?upload=1 (the header's image-search button) opens the drop area; a dropped image shows similar designs instead of the search, with a way back. */
export const ImageSearchResults: Story = {
  parameters: { route: { path: '/store', url: '/store?upload=1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await resultsList(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Search by image' })).toHaveAttribute('aria-expanded', 'true');
    dropImage(canvasElement);

    await canvas.findByRole('list', { name: 'Similar designs' });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Similar designs' })).toBeVisible();
    const count = Number(/^(\d+) designs like “swatch\.png”$/.exec(canvas.getByText(/designs like “swatch\.png”$/).textContent!)![1]);
    await expect(count).toBeGreaterThan(0);
    // The results say what was looked for (the same pattern, the default).
    await expect(canvas.getByText('Designs with the same pattern, in any colours')).toBeVisible();
    await everyCardDrawn(canvasElement, 'Similar designs', count);
    await expect(canvas.queryByRole('list', { name: 'Search results' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Search result pages' })).toBeNull();
    // The drop area closed so the results show.
    await expect(canvas.queryByRole('region', { name: 'Search by image' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Back to search results' }));
    await expect(await resultsList(canvasElement)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'All designs' })).toBeVisible();
    await coversSettled(canvasElement);
  },
};

/** "Same colours": the shopper chooses it before dropping the picture, and the results say so. */
export const ImageSearchSameColours: Story = {
  parameters: { route: { path: '/store', url: '/store?upload=1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await resultsList(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Same colours' }));
    dropImage(canvasElement);
    const similar = await canvas.findByRole('list', { name: 'Similar designs' });
    await expect(canvas.getByText('Designs in the same colours, any pattern')).toBeVisible();
    await waitFor(() => expect(within(similar).getAllByRole('listitem').length).toBeGreaterThan(0));
    await coversSettled(canvasElement);
  },
};

/**
 * A picture whose colours are known exactly, drawn as a PNG in flat bands (256 rows):
 * three colours of the mock catalogue's "Terracotta Garden" palette (cream 128 rows,
 * terracotta 72, teal 48) and a thin dark band (8 rows, 3%: too little to pick at first).
 */
async function bandedPicture(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 256;
  canvas.height = 256;
  const context = canvas.getContext('2d')!;
  let top = 0;
  for (const [colour, rows] of [
    ['#f4e9dc', 128],
    ['#c8553d', 72],
    ['#588b8b', 48],
    ['#2d3047', 8],
  ] as const) {
    context.fillStyle = colour;
    context.fillRect(0, top, 256, rows);
    top += rows;
  }
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((png) => (png ? resolve(png) : reject(new Error('The canvas gave no PNG'))), 'image/png'),
  );
  return new File([blob], 'bands.png', { type: 'image/png' });
}

/**
 * "Colours in your picture": beside the similar designs, the uploaded picture's own
 * colours, measured in the browser (the three that count picked already, the most the
 * filter takes); "Show designs in these colours" filters the store by them: the URL, the
 * request and the panel's chips say so, and the similar designs make way for the store's results.
 */
export const ImageSearchPictureColours: Story = {
  parameters: { route: { path: '/store', url: '/store?upload=1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await resultsList(canvasElement);
    dropImage(canvasElement, await bandedPicture());
    await canvas.findByRole('list', { name: 'Similar designs' });
    const colours = await canvas.findByRole('group', { name: 'Colours in your picture' });
    const buttons = within(colours).getAllByRole('button', { name: /of the picture$/ });
    await expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      '#F4E9DC, 50% of the picture',
      '#C8553D, 28% of the picture',
      '#588B8B, 19% of the picture',
      '#2D3047, 3% of the picture',
    ]);
    await expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'true', 'true', 'false']);
    await expect(within(colours).getByText('3 of 3 colours picked.')).toBeVisible();
    await expect(buttons[3]).toBeDisabled();

    await userEvent.click(within(colours).getByRole('button', { name: 'Show designs in these colours' }));
    await waitFor(() => expect(urlOf(canvasElement)).toHaveTextContent(/^\/store\?colours=f4e9dc,c8553d,588b8b$/));
    await waitFor(() => expect(sentSearches.at(-1)).toEqual({ ...firstSearch, colours: 'f4e9dc,c8553d,588b8b' }));
    // A colour of the swatches goes by its name, any other by its hex.
    await expect(canvas.getByRole('button', { name: 'Remove Colour: #F4E9DC' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Colour: Terracotta' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Colour: #588B8B' })).toBeVisible();
    await resultsList(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'All designs' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Similar designs' })).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'Colours in your picture' })).toBeNull();
    // The unfiltered designs stay under a busy veil until the filtered ones arrive.
    await waitFor(() => expect(canvas.queryByText('Loading designs…')).toBeNull());
    const shown = Number(/^(\d+) designs$/.exec(canvas.getByText(/^\d+ designs$/).textContent!)![1]);
    await expect(shown).toBeGreaterThan(0);
    await expect(shown).toBeLessThan(STORE_PAGE_SIZE);
    await everyCardDrawn(canvasElement, 'Search results', shown);
    await coversSettled(canvasElement);
  },
};

/** The store with the drop area open, whose image search the server refuses with `status` and `body`. */
const imageSearchRefused = (status: number, body: object) => ({
  route: { path: '/store', url: '/store?upload=1' },
  msw: {
    handlers: {
      product: [
        http.post('*/api/product/selectAlike', () => HttpResponse.json(body, { status })),
        recordSearches,
        ...productHandlers.default,
      ],
    },
  },
});

/**
 * Drops an image and expects the server's refusal as a closable error toast, the store's
 * results and the drop area staying (and `whileShown`), then closes the toast. The upload's answer and its
 * toast may take a while on a busy machine: waited for as a shopper would.
 */
async function refusalShown(canvasElement: HTMLElement, message: string, whileShown?: () => Promise<void>) {
  const canvas = within(canvasElement);
  await resultsList(canvasElement);
  dropImage(canvasElement);
  const toasts = within(await screen.findByRole('region', { name: 'Notifications (F8)' }));
  await expect(await toasts.findByText(message, {}, { timeout: 15_000 })).toBeVisible();
  await expect(canvas.getByRole('list', { name: 'Search results' })).toBeVisible();
  await expect(canvas.getByRole('region', { name: 'Search by image' })).toBeVisible();
  await whileShown?.();
  await closeToast(toasts.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(toasts.queryByText(message)).toBeNull());
}

/**
 * A new shop's first seconds: not one design's image signature is measured yet, so there
 * is nothing to search among. The server says so with how far along it is (503); the
 * shopper reads it, nothing empty.
 */
export const ImageSearchWarmingUp: Story = {
  parameters: {
    route: { path: '/store', url: '/store?upload=1' },
    msw: { handlers: { product: [imageSearchWhileMeasuring(0), recordSearches, ...productHandlers.default] } },
  },
  play: async ({ canvasElement }) => {
    await refusalShown(
      canvasElement,
      'Search by image is getting ready: 0 of 320 designs measured (0%). Please try again in a minute.',
      // Not an empty "similar designs" list.
      async () => expect(within(canvasElement).queryByRole('list', { name: 'Similar designs' })).toBeNull(),
    );
  },
};

/** The designs the MSW world counts as measured when `done` are (the server's order: the store's first pages first). */
const measuredSerials = (done: number) => {
  const designs = world().designs;
  const order = measuringOrder(designs.map((d) => ({ id: d.productId, popularity: d.popularity, sort: d.sort, onSale: onSale(d) })));
  const serials = new Map(designs.map((d) => [d.productId, d.imgSn]));
  return new Set(order.slice(0, done).map((id) => serials.get(id)!));
};

/**
 * The shop's first minutes: 40 of its 320 designs are measured. An upload is answered
 * from those, with a note above the results saying how far along the shop is and that
 * trying again later searches all of them; every design shown is one of those measured.
 * Back to the search, the note goes with the similar designs.
 */
export const ImageSearchWhileMeasuring: Story = {
  parameters: {
    route: { path: '/store', url: '/store?upload=1' },
    msw: { handlers: { product: [imageSearchWhileMeasuring(40), recordSearches, ...productHandlers.default] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await resultsList(canvasElement);
    dropImage(canvasElement);
    const similar = await canvas.findByRole('list', { name: 'Similar designs' });
    const note = canvas.getByText(
      'Search by image is still getting ready: 40 of 320 designs measured (12%). These results come from those; try again in a minute for all of them.',
    );
    await expect(note).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Designs measured for search by image' })).toHaveAttribute('aria-valuenow', '12');
    // Above the results it explains.
    await expect(note.compareDocumentPosition(similar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const count = Number(/^(\d+) designs like “swatch\.png”$/.exec(canvas.getByText(/designs like “swatch\.png”$/).textContent!)![1]);
    await expect(count).toBeGreaterThan(0);
    await expect(count).toBeLessThanOrEqual(40);
    await everyCardDrawn(canvasElement, 'Similar designs', count);
    const measured = measuredSerials(40);
    const shown = within(similar)
      .getAllByRole('article')
      .map((card) => card.getAttribute('aria-label')!.replace(/^Design /, ''));
    await expect(shown.filter((serial) => !measured.has(serial))).toEqual([]);
    await coversSettled(canvasElement);
  },
};

/** Back to the store's search from similar designs found while measuring: the note goes with them. */
export const ImageSearchWhileMeasuringThenBack: Story = {
  parameters: ImageSearchWhileMeasuring.parameters,
  play: async (context) => {
    await ImageSearchWhileMeasuring.play!(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Back to search results' }));
    await expect(await resultsList(context.canvasElement)).toBeVisible();
    await expect(canvas.queryByText(/^Search by image is still getting ready/)).toBeNull();
    await expect(canvas.queryByRole('progressbar', { name: 'Designs measured for search by image' })).toBeNull();
    await coversSettled(context.canvasElement);
  },
};

/** The image search fails: the server's message as a closable error toast; the search results stay. */
export const ImageSearchError: Story = {
  parameters: imageSearchRefused(500, { code: 500, desc: 'Image search is unavailable, please try again later' }),
  play: async ({ canvasElement }) => {
    await refusalShown(canvasElement, 'Image search is unavailable, please try again later');
  },
};

/** The controls above the results that a finger needs: each at least 44×44 px. */
async function expectToolbarInReach(canvasElement: HTMLElement, filtersName: string | RegExp) {
  const canvas = within(canvasElement);
  await expectTouchTarget(canvas.getByRole('button', { name: filtersName }));
  await expectTouchTarget(canvas.getByRole('button', { name: 'Search by image' }));
  await expectTouchTarget(canvas.getByRole('combobox', { name: 'Sort by' }));
}

/** The horizontal positions of the grid's cards: one per column. */
const columnsOf = (list: HTMLElement) =>
  new Set(
    within(list)
      .getAllByRole('listitem')
      .map((item) => Math.round(item.getBoundingClientRect().left)),
  ).size;

/**
 * A phone (360 px): the results take the whole width, in two columns; the side panel
 * makes way for a "Filters" button (with the number of filters in use) beside the image
 * search and the sort, each a finger's size; nothing is wider than the window.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await resultsList(canvasElement);
    await expect(canvas.queryByRole('complementary', { name: 'Filters' })).toBeNull();
    await expect(canvas.queryByRole('searchbox', { name: 'Search by keyword' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expectToolbarInReach(canvasElement, 'Filters (1)');
    const shown = Number(/^(\d+) designs$/.exec(canvas.getByText(/^\d+ designs$/).textContent!)![1]);
    await everyCardDrawn(canvasElement, 'Search results', shown);
    // The masonry lays the cards out again once it has measured the phone's width.
    await waitFor(() => expect(columnsOf(list)).toBe(2));
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
    await coversSettled(canvasElement);
  },
};

/**
 * The filters on a phone, by touch: "Filters" opens them in a sheet from the bottom
 * edge; a tapped word filters the results at once (URL and request), and "Show N results"
 * closes the sheet onto those N results, the button counting the new filter.
 */
export const PhoneFilters: Story = {
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doc = canvasElement.ownerDocument;
    await resultsList(canvasElement);
    await tap(canvas.getByRole('button', { name: 'Filters (1)' }));

    const sheet = await within(doc.body).findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(Math.round(sheet.getBoundingClientRect().bottom)).toBe(window.innerHeight));
    await expect(within(sheet).getByRole('searchbox', { name: 'Search by keyword' })).toHaveValue('floral');
    const word = await within(sheet).findByRole('checkbox', { name: 'Textile print' });
    // The whole row of a word is a finger's height, and a tap on its name checks it.
    await expectTouchTarget(within(sheet).getByText('Textile print', { selector: 'label' }));
    await tap(within(sheet).getByText('Textile print', { selector: 'label' }));
    await waitFor(() => expect(word).toBeChecked());
    // Live, as on the desktop: the search with the word goes out while the sheet is open.
    await waitFor(() => expect(sentSearches).toHaveLength(2));
    await expect(sentSearches[1]).toMatchObject({ ...firstSearch, strSearchKeyword: 'floral' });
    await expect(within(sheet).getByRole('button', { name: 'Remove Textile print' })).toBeVisible();

    const showResults = await within(sheet).findByRole('button', { name: /^Show \d+ results?$/ });
    await expectTouchTarget(showResults);
    const count = Number(/^Show (\d+) results?$/.exec(showResults.textContent!)![1]);
    await tap(showResults);
    await waitFor(() => expect(within(doc.body).queryByRole('dialog')).toBeNull());

    const wordId = Number(/^\/store\?q=floral&ids=(\d+)$/.exec(urlOf(canvasElement).textContent!)![1]);
    await expect(Object.values(sentSearches[1]!)).toContainEqual([wordId]);
    await expect(canvas.getByText(`${count} ${count === 1 ? 'design' : 'designs'}`)).toBeVisible();
    await resultsList(canvasElement);
    await everyCardDrawn(canvasElement, 'Search results', count);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Filters (2)' })).toHaveFocus());
    await expectNoSidewaysScroll(doc);
    await coversSettled(canvasElement);
  },
};

/**
 * The filters sheet, open on a phone over the few floral designs of serials PT-010… (a
 * page no taller than the phone, so the baseline shows the sheet as the shopper sees it).
 */
export const PhoneFiltersOpen: Story = {
  globals: { viewport: { value: 'phone360' } },
  parameters: { route: { path: '/store', url: '/store?q=floral+pt-010' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doc = canvasElement.ownerDocument;
    await resultsList(canvasElement);
    await coversSettled(canvasElement);
    await tap(canvas.getByRole('button', { name: 'Filters (1)' }));
    const sheet = await within(doc.body).findByRole('dialog', { name: 'Filters' });
    await within(sheet).findByRole('checkbox', { name: 'Textile print' });
    const showResults = within(sheet).getByRole('button', { name: /^Show \d+ results?$/ });
    // The results under the sheet are the ones its button counts.
    const shown = Number(/^(\d+) designs?$/.exec(canvas.getByText(/^\d+ designs?$/).textContent!)![1]);
    await expect(showResults).toHaveTextContent(`Show ${shown} ${shown === 1 ? 'result' : 'results'}`);
    await expectTouchTarget(within(sheet).getByRole('button', { name: 'Close' }));
    await expectNoSidewaysScroll(doc);
  },
};

/**
 * A tablet (768 px): still no side panel but three columns; the filters sheet rises from
 * the bottom and its close button takes the shopper back to the unchanged results.
 */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet768' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doc = canvasElement.ownerDocument;
    const list = await resultsList(canvasElement);
    await expect(canvas.queryByRole('complementary', { name: 'Filters' })).toBeNull();
    await expectToolbarInReach(canvasElement, 'Filters (1)');
    const shown = Number(/^(\d+) designs$/.exec(canvas.getByText(/^\d+ designs$/).textContent!)![1]);
    await everyCardDrawn(canvasElement, 'Search results', shown);
    await waitFor(() => expect(columnsOf(list)).toBe(3));
    await expectNoSidewaysScroll(doc);

    await tap(canvas.getByRole('button', { name: 'Filters (1)' }));
    const sheet = await within(doc.body).findByRole('dialog', { name: 'Filters' });
    await expect(within(sheet).getByRole('searchbox', { name: 'Search by keyword' })).toBeVisible();
    await tap(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(doc.body).queryByRole('dialog')).toBeNull());
    await expect(sentSearches).toHaveLength(1);
    await expectNoSidewaysScroll(doc);
    await coversSettled(canvasElement);
  },
};

/**
 * Search by image on a phone: the toggle opens the area, which offers the camera (the
 * back one, straight away) beside the photo library; a photo taken is searched with.
 */
export const PhoneImageSearch: Story = {
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await resultsList(canvasElement);
    await tap(canvas.getByRole('button', { name: 'Search by image' }));
    const area = await canvas.findByRole('region', { name: 'Search by image' });
    await expect(within(area).getByText('Take a photo of a swatch, or choose an image')).toBeVisible();
    await expectTouchTarget(within(area).getByRole('button', { name: 'Take a photo' }));
    await expectTouchTarget(within(area).getByRole('button', { name: 'Choose an image' }));
    const camera = within(area).getByTestId('image-camera-input');
    await expect(camera).toHaveAttribute('capture', 'environment');
    await expect(camera).toHaveAttribute('accept', 'image/*');
    await expectNoSidewaysScroll(canvasElement.ownerDocument);

    await userEvent.upload(camera, new File([pngBytes], 'photo.png', { type: 'image/png' }));
    const similar = await canvas.findByRole('list', { name: 'Similar designs' });
    await expect(canvas.getByText(/designs like “photo\.png”$/)).toBeVisible();
    await waitFor(() => expect(within(similar).getAllByRole('listitem').length).toBeGreaterThan(0));
    await waitFor(() => expect(columnsOf(similar)).toBe(2));
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
    await coversSettled(canvasElement);
  },
};

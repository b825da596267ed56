import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { BestSeller } from '../../../api/types';
import { bestSellers, generateDesigns } from '../../../../mocks/fixtures/catalogue';
import { productHandlers } from '../../../../mocks/handlers';
import { swiperIn, waitForImagesInView } from '../home.stories-support';
import { BestSellers } from './BestSellers';

/** What GET /api/product/bestSeller answers in the fixture world. */
const expected = bestSellers(generateDesigns());

/** A best-seller answer of our own, for a case the fixture world does not have. */
const bestSellerAnswer = (items: BestSeller[]) => [
  http.get('*/api/product/bestSeller', () => HttpResponse.json({ code: 200, desc: 'Operation succeeded', data: items })),
];

const meta = {
  title: 'Features/Home/BestSellers',
  component: BestSellers,
} satisfies Meta<typeof BestSellers>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The slides fully inside the carousel's frame. */
function slidesInView(region: HTMLElement) {
  const frame = region.querySelector('.swiper')!.getBoundingClientRect();
  return [...region.querySelectorAll<HTMLElement>('.swiper-slide')].filter((slide) => {
    const box = slide.getBoundingClientRect();
    return box.left >= frame.left - 1 && box.right <= frame.right + 1;
  });
}

/**
 * The best sellers, four in view: each links to /detail/{productId} (new tab) through its
 * image, and shows its tags and its price in dollars. Next moves one on.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Best Sellers' });
    const region = await within(section).findByRole('region', { name: 'Best-selling designs' });
    await expect(within(region).getAllByRole('article')).toHaveLength(expected.length);

    // Four per view: the setting and what is on screen.
    await expect(swiperIn(region).params.slidesPerView).toBe(4);
    await waitFor(() => expect(slidesInView(region)).toHaveLength(4));

    const [first, second] = expected;
    const firstCard = slidesInView(region)[0]!;
    const link = within(firstCard).getByRole('link');
    await expect(link).toHaveAttribute('href', `/detail/${first!.productId}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName(`${first!.tags.split(',').join(', ')} pattern (opens in a new tab)`);
    await expect(within(firstCard).getByRole('img')).toHaveAttribute('src', first!.imgUrl);
    const tags = within(within(firstCard).getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    await expect(tags.map((tag) => tag.textContent)).toEqual(first!.tags.split(','));
    await expect(firstCard).toHaveTextContent(`$${first!.price.toFixed(2)}`);

    // Every card links to its own design.
    const hrefs = within(region)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    await expect(hrefs).toEqual(expected.map((item) => `/detail/${item.productId}`));

    await userEvent.click(within(region).getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(within(slidesInView(region)[0]!).getByRole('link')).toHaveAttribute('href', `/detail/${second!.productId}`));
    await userEvent.click(within(region).getByRole('button', { name: 'Previous slide' }));
    await waitFor(() => expect(within(slidesInView(region)[0]!).getByRole('link')).toHaveAttribute('href', `/detail/${first!.productId}`));
    // No focus ring in the picture.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await waitForImagesInView(region);
  },
};

/** Prices always show dollars and cents ('$25.00'). */
export const WholeDollarPrice: Story = {
  parameters: {
    msw: {
      handlers: {
        product: [
          ...productHandlers.default.filter((h) => !String(h.info.path).endsWith('/bestSeller')),
          ...bestSellerAnswer([{ productId: 1013, imgUrl: '/img/cover/1013.webp', tags: 'Stripe,Modern', price: 25 }]),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article');
    await expect(within(card).getByText('$25.00')).toBeVisible();
    await expect(within(card).getByRole('link')).toHaveAttribute('href', '/detail/1013');
    await waitForImagesInView(card);
  },
};

/** While they load, four card-shaped blocks hold the row's place. */
export const Loading: Story = {
  parameters: { msw: { handlers: { product: productHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Best Sellers' });
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await expect(within(section).getByRole('status')).toHaveTextContent('Loading best sellers');
    await expect(within(section).queryByRole('region', { name: 'Best-selling designs' })).not.toBeInTheDocument();
  },
};

/** A failed load: a quiet message with the server's words and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: { product: productHandlers.error } } },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Best Sellers' });
    await expect(await within(section).findByText(/could not be loaded/)).toHaveTextContent(
      'Best sellers could not be loaded. Server error, please try again later',
    );
    await expect(within(section).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** No best sellers: the section leaves the page once the answer is in. */
export const Empty: Story = {
  // The section renders nothing; the line after it gives the baseline something to show.
  decorators: [
    (Story) => (
      <>
        <Story />
        <p>The next section follows directly.</p>
      </>
    ),
  ],
  parameters: { msw: { handlers: { product: productHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Best Sellers' })).not.toBeInTheDocument());
    await expect(canvas.getByText('The next section follows directly.')).toBeVisible();
  },
};

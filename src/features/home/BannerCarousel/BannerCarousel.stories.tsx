import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { words } from '../../../../mocks/fixtures/catalogue';
import { productHandlers } from '../../../../mocks/handlers';
import { swiperIn, waitForImagesInView } from '../home.stories-support';
import { BannerCarousel, BannerCarouselView } from './BannerCarousel';

const wordId = (word: string) => words.find((w) => w.word === word)!.id;

const meta = {
  title: 'Features/Home/BannerCarousel',
  component: BannerCarousel,
} satisfies Meta<typeof BannerCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The banner slide whose title is `title`. */
const slideTitled = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).getByRole('heading', { name: title }).closest<HTMLElement>('[data-banner-slide]')!;

/** Stops the rotation on the first slide, so the screenshot is always the same. */
async function holdOnFirstSlide(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Pause slideshow' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 1' }));
  await waitFor(() => expect(canvas.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true'));
  // No focus ring in the picture.
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  await waitForImagesInView(canvas.getByRole('region', { name: 'Featured banners' }));
}

/**
 * The curated banners from GET /api/product/home: each slide has its title, subtitle,
 * cover and a gradient of its two `colorBg` colours; links go by tag to the store or by
 * product to its detail (new tab). Autoplay every 2500 ms, looping, not stopped by use.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Featured banners' });

    await expect(canvas.getByRole('heading', { name: 'New this week' })).toBeInTheDocument();
    await expect(canvas.getByText('Fresh florals and geometrics, ready to print')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Made for kidswear' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Watercolour' })).toBeInTheDocument();

    // By product: the design's detail, in a new tab. By tag: the store filtered by the tag id.
    const design = canvas.getByRole('link', { name: 'View design (opens in a new tab)' });
    await expect(design).toHaveAttribute('href', '/detail/1013');
    await expect(design).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Shop Kidswear' })).toHaveAttribute('href', `/store?ids=${wordId('Kidswear')}`);
    await expect(canvas.getByRole('link', { name: 'Shop Watercolour' })).toHaveAttribute('href', `/store?ids=${wordId('Watercolour')}`);

    // The gradient of colorBg '#f4e9dc,#f2a65a' and '#e8f1f2,#7ec8e3'.
    await expect(getComputedStyle(slideTitled(canvasElement, 'New this week')).backgroundImage).toBe(
      'linear-gradient(90deg, rgb(244, 233, 220), rgb(242, 166, 90))',
    );
    await expect(getComputedStyle(slideTitled(canvasElement, 'Made for kidswear')).backgroundImage).toBe(
      'linear-gradient(90deg, rgb(232, 241, 242), rgb(126, 200, 227))',
    );
    // Each slide shows its cover.
    await expect(slideTitled(canvasElement, 'New this week').querySelector('img')).toHaveAttribute('src', '/img/cover/1013.webp');

    // The spec's rotation: 2500 ms, looping, does not stop on interaction.
    const swiper = swiperIn(region);
    await expect(swiper.params.autoplay).toMatchObject({ delay: 2500, disableOnInteraction: false });
    await expect(swiper.params.loop).toBe(true);
    await expect(swiper.autoplay.running).toBe(true);

    // Using the controls leaves it running.
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    await expect(swiper.autoplay.running).toBe(true);
    await expect(canvas.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    // …and it moves on by itself within the delay.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true'));

    await holdOnFirstSlide(canvasElement);
  },
};

/** While the banners load, a spinner holds the carousel's place (no layout shift). */
export const Loading: Story = {
  parameters: { msw: { handlers: { product: productHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading banners');
    await expect(canvas.queryByRole('region', { name: 'Featured banners' })).not.toBeInTheDocument();
    // The placeholder is as tall as a slide plus its bullets' strip (4rem + 0.32rem).
    const rootPx = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const placeholder = canvas.getByRole('status').parentElement!.previousElementSibling!;
    await expect(placeholder.getBoundingClientRect().height).toBeCloseTo(4.32 * rootPx, 0);
  },
};

/** A failed load says so quietly in the carousel's place, with the server's words and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: { product: productHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Banners could not be loaded\./)).toHaveTextContent(
      'Banners could not be loaded. Server error, please try again later',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.queryByRole('region', { name: 'Featured banners' })).not.toBeInTheDocument();
  },
};

/** No banners: a still hero that leads to the store, in the carousel's footprint. */
export const Empty: Story = {
  parameters: { msw: { handlers: { product: productHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Seamless patterns, ready to print' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse all designs' })).toHaveAttribute('href', '/store');
    await expect(canvas.queryByRole('region', { name: 'Featured banners' })).not.toBeInTheDocument();
  },
};

/**
 * A banner whose colorBg is not two hex colours gets the theme's soft gradient instead;
 * a banner with neither tag nor product has no link.
 */
export const InvalidColours: Story = {
  render: () => (
    <BannerCarouselView
      banners={[
        {
          imgUrl: '/img/cover/1001.webp',
          groupId: 7,
          groupName: 'Style',
          sort: 1,
          title: 'Quiet luxury',
          subtitle: 'Tonal jacquards and soft damasks',
          tagId: null,
          tagWord: null,
          colorBg: 'red; background: url(x)',
          productId: null,
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slide = slideTitled(canvasElement, 'Quiet luxury');
    // The theme's surfaceAlt (#f5f3ef) to primarySoft (#e6eaf2).
    await expect(getComputedStyle(slide).backgroundImage).toBe('linear-gradient(90deg, rgb(245, 243, 239), rgb(230, 234, 242))');
    await expect(within(slide).queryByRole('link')).not.toBeInTheDocument();
    // One banner: no loop (nothing to wrap to), still on the spec's delay.
    const swiper = swiperIn(canvas.getByRole('region', { name: 'Featured banners' }));
    await expect(swiper.params.loop).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slideshow' }));
    await waitForImagesInView(slide);
  },
};

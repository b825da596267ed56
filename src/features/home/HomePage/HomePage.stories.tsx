import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { productHandlers } from '../../../../mocks/handlers';
import { expectNoSidewaysScroll, expectTouchTarget, tap } from '../../../../.storybook/touch';
import { slideSettled, swipe } from '../../../ui/Carousel/swipe.stories-support';
import { expectWithin, swiperIn, waitForImagesInView } from '../home.stories-support';
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

/**
 * The page on a touch screen: the banner's words fit its slide, a finger swipes the banner
 * and the best sellers on, every control is a 44 px target and nothing scrolls sideways.
 * Ends paused on the first banner for the picture.
 */
async function touchPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const banners = await canvas.findByRole('region', { name: 'Featured banners' });
  const bestSellers = await canvas.findByRole('region', { name: 'Best-selling designs' });
  await waitFor(() => expect(canvas.getAllByRole('link', { name: /^Explore / })).toHaveLength(6));

  await tap(within(banners).getByRole('button', { name: 'Pause slideshow' }));
  await expect(await within(banners).findByRole('button', { name: 'Play slideshow' })).toBeVisible();
  const banner = swiperIn(banners);
  banner.slideToLoop(0, 0);
  await waitFor(() => expect(within(banners).getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true'));
  // Each slide's words, link included, sit inside the slide: nothing is cut at its edge.
  for (const title of ['New this week', 'Made for kidswear', 'Watercolour']) {
    const slide = within(banners).getByRole('heading', { name: title }).closest<HTMLElement>('[data-banner-slide]')!;
    for (const part of slide.querySelectorAll('h2, p, a')) await expectWithin(part, slide);
  }
  for (const name of ['Previous slide', 'Next slide', 'Play slideshow', 'Go to slide 2']) {
    await expectTouchTarget(within(banners).getByRole('button', { name }));
  }
  await expectTouchTarget(within(banners).getAllByRole('link', { name: 'Shop Kidswear' })[0]!);

  // A finger swipes to the next banner and back, each once the banner has stopped moving.
  await slideSettled(banners);
  await swipe(banners.querySelector('.swiper-slide-active')!, 'left');
  await waitFor(() => expect(within(banners).getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true'));
  await slideSettled(banners);
  await swipe(banners.querySelector('.swiper-slide-active')!, 'right');
  await waitFor(() => expect(within(banners).getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true'));

  // …and the best sellers.
  const sellers = swiperIn(bestSellers);
  await expect(sellers.activeIndex).toBe(0);
  await slideSettled(bestSellers);
  await swipe(bestSellers.querySelector('.swiper-slide-active')!, 'left');
  await waitFor(() => expect(sellers.activeIndex).toBeGreaterThan(0));
  sellers.slideTo(0, 0);
  await expectTouchTarget(within(bestSellers).getByRole('button', { name: 'Next slide' }));

  for (const link of within(canvas.getByRole('region', { name: 'Pattern Trends' })).getAllByRole('link')) await expectTouchTarget(link);
  await expectNoSidewaysScroll(canvasElement.ownerDocument);
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  await waitForImagesInView(canvasElement);
}

/** On a 360 px phone: one column, the banner's cover above its words, swiped with a finger. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => touchPage(canvasElement),
};

/** On a 768 px tablet: the banner keeps its cover beside the words; two best sellers and a half in view. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet768' } },
  play: async ({ canvasElement }) => touchPage(canvasElement),
};

import type { CSSProperties } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { vars } from '../theme/contract.css';
import { expectNoSidewaysScroll, expectTouchTarget, tap } from '../../../.storybook/touch';
import { Carousel } from './Carousel';
import { slideSettled, swipe } from './swipe.stories-support';

type Tone = 'primary' | 'accent' | 'success' | 'ink' | 'soft';

const toneStyles: Record<Tone, CSSProperties> = {
  primary: { background: vars.color.primary, color: vars.color.onPrimary },
  accent: { background: vars.color.accent, color: vars.color.textInverse },
  success: { background: vars.color.success, color: vars.color.textInverse },
  ink: { background: vars.color.text, color: vars.color.textInverse },
  soft: { background: vars.color.primarySoft, color: vars.color.primary },
};
const tones: Tone[] = ['primary', 'accent', 'success', 'ink', 'soft'];

/** A plain coloured slide with a title, standing in for a banner or a product card. */
function DemoSlide({ title, tone, height }: { title: string; tone: Tone; height: number }) {
  return (
    <div
      style={{
        ...toneStyles[tone],
        display: 'grid',
        placeItems: 'center',
        height,
        borderRadius: vars.radius.md,
        fontSize: vars.fontSize.lg,
        fontWeight: vars.fontWeight.semibold,
      }}
    >
      {title}
    </div>
  );
}

const makeSlides = (titles: string[], height: number) =>
  titles.map((title, index) => <DemoSlide key={title} title={title} tone={tones[index % tones.length]!} height={height} />);

const bannerTitles = ['Spring florals', 'Geometric repeats', 'Atelier exclusives', 'Vintage botanicals'];
const bestSellerTitles = Array.from({ length: 8 }, (_, index) => `Best seller ${index + 1}`);
const processTitles = ['Sketch', 'Colourway', 'Repeat', 'Proof', 'Licence', 'Download', 'Print', 'Sew'].map(
  (step, index) => `${index + 1}. ${step}`,
);

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  args: { 'aria-label': 'Featured collections', onSlideChange: fn() },
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Titles of the slides fully inside the carousel's viewport, left to right. */
function visibleSlides(canvasElement: HTMLElement): string[] {
  const viewport = canvasElement.querySelector('.swiper')!.getBoundingClientRect();
  return [...canvasElement.querySelectorAll<HTMLElement>('.swiper-slide')]
    .map((slide) => ({ slide, box: slide.getBoundingClientRect() }))
    .filter(({ box }) => box.left >= viewport.left - 1 && box.right <= viewport.right + 1)
    .sort((a, b) => a.box.left - b.box.left)
    .map(({ slide }) => slide.textContent ?? '');
}

/** How often a `fn()` arg has been called so far. */
const callCount = (spy: unknown) => (spy as Mock).mock.calls.length;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The home banner: autoplay every 2500 ms, looping, and it keeps playing after the person
 * uses the controls. The Pause button stops it for good.
 */
export const Banner: Story = {
  args: {
    slides: makeSlides(bannerTitles, 220),
    autoplayDelay: 2500,
    loop: true,
    pagination: true,
    navigation: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Featured collections' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const bullet = (n: number) => canvas.getByRole('button', { name: `Go to slide ${n}` });
    await expect(bullet(1)).toHaveAttribute('aria-current', 'true');
    await expect(visibleSlides(canvasElement)).toEqual(['Spring florals']);

    // It advances by itself.
    await waitFor(() => expect(bullet(2)).toHaveAttribute('aria-current', 'true'));
    await expect(args.onSlideChange).toHaveBeenLastCalledWith(1);
    await slideSettled(canvasElement);
    await expect(visibleSlides(canvasElement)).toEqual(['Geometric repeats']);

    // Using the controls does not stop it (the spec's banner "does not stop on interaction").
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(bullet(3)).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(bullet(4)).toHaveAttribute('aria-current', 'true'));
    await expect(visibleSlides(canvasElement)).toEqual(['Vintage botanicals']);

    // Pause stops it: nothing moves for longer than the delay.
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slideshow' }));
    await expect(canvas.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    const callsWhenPaused = callCount(args.onSlideChange);
    await wait(3000);
    await expect(bullet(4)).toHaveAttribute('aria-current', 'true');
    await expect(callCount(args.onSlideChange)).toBe(callsWhenPaused);
  },
};

/** Best sellers: four cards in view; Next (or the right arrow key) moves one card on. */
export const BestSellers: Story = {
  args: {
    'aria-label': 'Best sellers',
    slides: makeSlides(bestSellerTitles, 140),
    slidesPerView: 4,
    spaceBetween: 16,
    navigation: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Best sellers' })).toBeVisible();
    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await expect(visibleSlides(canvasElement)).toEqual(bestSellerTitles.slice(0, 4));
    await expect(previous).toBeDisabled();

    await userEvent.click(next);
    await expect(args.onSlideChange).toHaveBeenLastCalledWith(1);
    await expect(visibleSlides(canvasElement)).toEqual(bestSellerTitles.slice(1, 5));
    await expect(previous).toBeEnabled();

    // Arrow keys move it while focus is inside.
    await userEvent.keyboard('{ArrowRight}');
    await expect(visibleSlides(canvasElement)).toEqual(bestSellerTitles.slice(2, 6));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(visibleSlides(canvasElement)).toEqual(bestSellerTitles.slice(1, 5));

    // At the end Next is disabled, and focus moves to Previous instead of getting lost.
    await userEvent.click(next);
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(visibleSlides(canvasElement)).toEqual(bestSellerTitles.slice(4, 8));
    await expect(args.onSlideChange).toHaveBeenLastCalledWith(4);
    await expect(next).toBeDisabled();
    await expect(previous).toHaveFocus();
  },
};

/**
 * The about page's process: 3.2 steps in view, 30 px apart, moving two at a time in a
 * loop every 2000 ms, and holding still while the mouse is over it.
 */
export const AboutProcess: Story = {
  args: {
    'aria-label': 'How it works',
    slides: makeSlides(processTitles, 120),
    slidesPerView: 3.2,
    spaceBetween: 30,
    slidesPerGroup: 2,
    loop: true,
    autoplayDelay: 2000,
    pauseOnHover: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'How it works' })).toBeVisible();
    const slidesArea = canvasElement.querySelector<HTMLElement>('.swiper')!;
    // Three whole steps and a fifth of the fourth.
    await expect(visibleSlides(canvasElement)).toHaveLength(3);

    await userEvent.hover(slidesArea);
    const whileHovered = visibleSlides(canvasElement);
    const callsWhileHovered = callCount(args.onSlideChange);
    await wait(2600);
    await expect(visibleSlides(canvasElement)).toEqual(whileHovered);
    await expect(callCount(args.onSlideChange)).toBe(callsWhileHovered);

    // Leaving resumes it, two steps at a time.
    await userEvent.unhover(slidesArea);
    await waitFor(() => expect(visibleSlides(canvasElement)).not.toEqual(whileHovered));
    const moved = visibleSlides(canvasElement);
    const firstBefore = processTitles.indexOf(whileHovered[0]!);
    await expect(moved[0]).toBe(processTitles[(firstBefore + 2) % processTitles.length]);

    // Hovering again holds it still, which is also what the screenshot shows.
    await userEvent.hover(slidesArea);
    await wait(2300);
    await expect(visibleSlides(canvasElement)).toEqual(moved);
  },
};

/** No autoplay: it moves only when asked, with the keyboard, the buttons or the bullets. */
export const Manual: Story = {
  args: {
    'aria-label': 'Pattern gallery',
    slides: makeSlides(['Damask', 'Paisley', 'Toile', 'Ikat', 'Gingham'], 200),
    navigation: true,
    pagination: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bullet = (n: number) => canvas.getByRole('button', { name: `Go to slide ${n}` });
    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await expect(canvas.queryByRole('button', { name: /slideshow/ })).not.toBeInTheDocument();
    await expect(previous).toBeDisabled();

    // Tab skips the disabled Previous and lands on Next; the bullets come after the slides.
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.tab();
    await expect(bullet(1)).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(bullet(2)).toHaveAttribute('aria-current', 'true');
    await expect(args.onSlideChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowRight}');
    await expect(visibleSlides(canvasElement)).toEqual(['Toile']);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(visibleSlides(canvasElement)).toEqual(['Paisley']);

    await userEvent.click(bullet(5));
    await expect(visibleSlides(canvasElement)).toEqual(['Gingham']);
    await expect(args.onSlideChange).toHaveBeenLastCalledWith(4);
    await expect(next).toBeDisabled();

    // Nothing moves without being asked.
    await wait(500);
    await expect(visibleSlides(canvasElement)).toEqual(['Gingham']);
  },
};

/**
 * The banner on a 390 px phone: a finger swipes it on and back (swiping does not stop it
 * either), the Previous/Next buttons sit in the bullets' strip clear of the slide, and
 * every control is a 44 px target. Paused on the first slide for the picture.
 */
export const PhoneSwipe: Story = {
  globals: { viewport: { value: 'phone390' } },
  args: { ...Banner.args, autoplayDelay: 2500 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bullet = (n: number) => canvas.getByRole('button', { name: `Go to slide ${n}` });
    const pause = canvas.getByRole('button', { name: 'Pause slideshow' });
    await tap(pause);
    await expect(await canvas.findByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await tap(bullet(1));
    await waitFor(() => expect(bullet(1)).toHaveAttribute('aria-current', 'true'));
    await slideSettled(canvasElement);

    await swipe(canvasElement.querySelector('.swiper-slide-active')!, 'left');
    await waitFor(() => expect(bullet(2)).toHaveAttribute('aria-current', 'true'));
    await expect(args.onSlideChange).toHaveBeenLastCalledWith(1);
    await slideSettled(canvasElement);
    await swipe(canvasElement.querySelector('.swiper-slide-active')!, 'right');
    await waitFor(() => expect(bullet(1)).toHaveAttribute('aria-current', 'true'));
    await slideSettled(canvasElement);
    await expect(visibleSlides(canvasElement)).toEqual(['Spring florals']);

    const slide = canvasElement.querySelector('.swiper-slide-active')!.getBoundingClientRect();
    for (const name of ['Previous slide', 'Next slide']) {
      const step = canvas.getByRole('button', { name });
      await expectTouchTarget(step);
      // Below the slide, in the bullets' strip: the slide's content is never covered.
      await expect(step.getBoundingClientRect().top).toBeGreaterThanOrEqual(slide.bottom - 1);
    }
    for (const n of [1, 2, 3, 4]) await expectTouchTarget(bullet(n));
    await expectTouchTarget(canvas.getByRole('button', { name: 'Play slideshow' }));
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Best sellers on a 768 px tablet with `compactSlidesPerView`: 2.5 cards in view, a finger swipes one on. */
export const TabletSwipe: Story = {
  globals: { viewport: { value: 'tablet768' } },
  args: { ...BestSellers.args, compactSlidesPerView: { phone: 1.6, tablet: 2.5 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(visibleSlides(canvasElement)).toEqual(['Best seller 1', 'Best seller 2']);
    await swipe(canvasElement.querySelector('.swiper-slide-active')!, 'left');
    await waitFor(() => expect(args.onSlideChange).toHaveBeenLastCalledWith(1));
    await slideSettled(canvasElement);
    await expect(visibleSlides(canvasElement)).toEqual(['Best seller 2', 'Best seller 3']);
    for (const name of ['Previous slide', 'Next slide']) await expectTouchTarget(canvas.getByRole('button', { name }));
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { productHandlers } from '../../../../mocks/handlers';
import { AboutPage, processSteps } from './AboutPage';
import { expectTouchTarget, tap } from '../../../../.storybook/touch';
import { expectReadableOnTouch } from '../ContentPage/ContentPage.stories-support';

const meta = {
  title: 'Features/Content/AboutPage',
  component: AboutPage,
  parameters: { layout: 'fullscreen', route: { url: '/AboutUS' } },
} satisfies Meta<typeof AboutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const stepTitles = processSteps.map((step) => step.title);

/** Titles of the Working Process steps wholly inside the carousel's viewport, left to right. */
function visibleSteps(canvasElement: HTMLElement): string[] {
  const carousel = within(canvasElement).getByRole('region', { name: 'Working Process steps' });
  const viewport = carousel.querySelector('.swiper')!.getBoundingClientRect();
  return [...carousel.querySelectorAll<HTMLElement>('.swiper-slide')]
    .map((slide) => ({ slide, box: slide.getBoundingClientRect() }))
    .filter(({ box }) => box.left >= viewport.left - 1 && box.right <= viewport.right + 1)
    .sort((a, b) => a.box.left - b.box.left)
    .map(({ slide }) => slide.querySelector('h3')?.textContent ?? '');
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Pauses the carousel and steps it back to its first slide, so the screenshot always shows
 * the same three steps.
 */
async function stillAtFirstStep(canvasElement: HTMLElement) {
  const carousel = within(within(canvasElement).getByRole('region', { name: 'Working Process steps' }));
  await userEvent.click(carousel.getByRole('button', { name: 'Pause slideshow' }));
  for (let tries = 0; tries < stepTitles.length && visibleSteps(canvasElement)[0] !== stepTitles[0]; tries += 1) {
    await userEvent.keyboard('{ArrowLeft}');
  }
  await expect(visibleSteps(canvasElement)[0]).toBe(stepTitles[0]);
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
}

/**
 * `/AboutUS` (also `/about`, `/us`): the company facts (Hong Kong, 2022, the six offices),
 * the Working Process carousel with 3.2 steps in view that moves two at a time by itself and
 * holds still under the mouse, the Featured Category tiles, the partner note with the
 * contributor portal not yet open, and the USED & TRUSTED BY logos, in the spec's order.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('About us');
    await expect(
      canvas.getByText(
        /registered in Hong Kong in 2022 and works from six offices: Milan, Shenzhen, Hong Kong, Hangzhou, Shanghai and Yantai\./,
      ),
    ).toBeVisible();

    // Three whole steps and a fifth of the fourth (once swiper has laid them out); then
    // autoplay moves it on by two.
    await waitFor(() => expect(visibleSteps(canvasElement)).toEqual(stepTitles.slice(0, 3)));
    await waitFor(() => expect(visibleSteps(canvasElement)).toEqual(stepTitles.slice(2, 5)));

    // Under the mouse it holds still for longer than its 2000 ms delay.
    const slides = canvas.getByRole('region', { name: 'Working Process steps' }).querySelector<HTMLElement>('.swiper')!;
    await userEvent.hover(slides);
    const whileHovered = visibleSteps(canvasElement);
    await wait(2500);
    await expect(visibleSteps(canvasElement)).toEqual(whileHovered);
    await userEvent.unhover(slides);

    await waitFor(() => expect(canvas.getAllByRole('link', { name: /^Explore / })).toHaveLength(6));
    const partners = canvas.getByRole('region', { name: 'Our designers and partners' });
    await expect(within(partners).getByText(/About half of our designs are made by our in-house designers/)).toBeVisible();
    await expect(within(partners).getByText(/planned for 2023-2024 and is not available yet/)).toBeVisible();
    const logos = within(canvas.getByRole('region', { name: 'USED & TRUSTED BY' })).getAllByRole('img');
    await expect(logos).toHaveLength(7);

    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Working Process',
      'Featured Category',
      'Our designers and partners',
      'USED & TRUSTED BY',
    ]);
    await stillAtFirstStep(canvasElement);
  },
};

/** The type tree still loading: the tiles hold their place with a spinner; the rest of the page reads as usual. */
export const Loading: Story = {
  parameters: { msw: { handlers: { product: productHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading categories');
    await expect(canvas.getByRole('region', { name: 'Featured Category' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('region', { name: 'USED & TRUSTED BY' })).toBeVisible();
    await stillAtFirstStep(canvasElement);
  },
};

/** The type tree fails: the tiles say so and offer Try again; the company's story still stands. */
export const Error: Story = {
  parameters: { msw: { handlers: { product: productHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Categories could not be loaded. Server error, please try again later')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Our designers and partners' })).toBeVisible();
    await stillAtFirstStep(canvasElement);
  },
};

/** On a phone or tablet: one readable column inside the window, with targets a finger can hit. */
async function touchPage(canvasElement: HTMLElement) {
  await expectReadableOnTouch(canvasElement);
  // The Working Process: paused with a finger, and a step card wide enough to read.
  const carousel = await within(canvasElement).findByRole('region', { name: 'Working Process steps' });
  const pause = within(carousel).getByRole('button', { name: 'Pause slideshow' });
  await expectTouchTarget(pause);
  await tap(pause);
  await expect(await within(carousel).findByRole('button', { name: 'Play slideshow' })).toBeVisible();
  const swiper = (
    carousel.querySelector('.swiper') as HTMLElement & {
      swiper: { slideToLoop: (index: number, speed: number) => void; realIndex: number };
    }
  ).swiper;
  swiper.slideToLoop(0, 0);
  await waitFor(() => expect(swiper.realIndex).toBe(0));
  const firstStep = within(carousel).getByRole('heading', { name: 'Trend research' }).closest('article')!;
  await expect(firstStep.getBoundingClientRect().width).toBeGreaterThanOrEqual(carousel.getBoundingClientRect().width / 2.5);
  await waitFor(() => expect(within(canvasElement).getAllByRole('link', { name: /^Explore / })).toHaveLength(6));
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
}

/** On a 360 px phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => touchPage(canvasElement),
};

/** On a 768 px tablet. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet768' } },
  play: async ({ canvasElement }) => touchPage(canvasElement),
};

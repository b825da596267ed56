/**
 * Runs before the story tests (the `storybook` Vitest project).
 *
 * Visual regression: after each story has rendered and its play function has passed,
 * the rendered result is compared with a committed baseline under
 * `src/**\/__screenshots__/<file>.stories.tsx/`. Stories tagged `no-visual` are skipped.
 * Baselines are made on this machine kind with the self-hosted font; with CI=true a
 * missing baseline fails instead of being written.
 */
import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';

beforeAll(() => {
  // Screenshots must not catch an animation mid-way or a blinking caret.
  const style = document.createElement('style');
  style.dataset.testOnly = 'freeze-motion';
  style.textContent = `*, *::before, *::after {
    animation-duration: 0s !important; animation-delay: 0s !important;
    transition-duration: 0s !important; transition-delay: 0s !important;
    caret-color: transparent !important; }`;
  document.head.append(style);
});

/** Tallest story capture, in px: two screens of a 1200-wide window. */
const MAX_CAPTURE_HEIGHT = 2400;

interface StoryInTest {
  id: string;
  tags: string[];
}

afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryInTest }).story;
  if (!story || context.task.result?.state === 'fail') return;
  // A positive tag: Storybook drops '!'-prefixed tags before the story runs.
  if (story.tags.includes('no-visual')) return;

  await document.fonts.ready;
  // The story renders into a container <div> in <body>, beside Storybook's own hidden
  // wrappers. Anything else visible in <body> is a portal (dialog, menu, toast): then
  // the whole viewport is what a person sees, so compare that instead.
  const visible = [...document.body.children].filter(
    (el) =>
      !el.classList.contains('sb-wrapper') &&
      el.id !== 'storybook-a11y-vision-filters' &&
      !['SCRIPT', 'STYLE'].includes(el.tagName) &&
      // Every story has a toast provider; its viewport region in <body> counts only
      // when a toast is in it.
      !(el.getAttribute('role') === 'region' && !el.querySelector('li')) &&
      el.getClientRects().length > 0,
  );
  const target = visible.length === 1 ? visible[0]! : document.body;
  // The browser paints only the viewport: a story taller than it (a whole page) would
  // be compared blank below the fold. Grow the viewport to the story for the capture.
  const width = window.innerWidth;
  const height = window.innerHeight;
  const needed = Math.ceil(target.getBoundingClientRect().bottom + window.scrollY);
  const grow = target !== document.body && needed > height;
  // Capped: a hundred-result grid is thousands of pixels of artwork that would make
  // megabyte baselines; what lies below the cap is not compared.
  if (grow) await page.viewport(width, Math.min(needed, MAX_CAPTURE_HEIGHT));
  try {
    await expect.element(page.elementLocator(target)).toMatchScreenshot(story.id);
  } finally {
    if (grow) await page.viewport(width, height);
  }
});

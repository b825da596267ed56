/**
 * Runs before the story tests (the `storybook` Vitest project).
 *
 * Visual regression: after each story has rendered and its play function has passed,
 * the rendered result is compared with a committed baseline under
 * `__screenshots__/<file>.stories.tsx/` beside the story file, by the
 * `matchStoryScreenshot` command (scripts/story-screenshots.ts). Stories tagged `no-visual` are skipped.
 * Baselines are made on this machine kind with the self-hosted font; with CI=true a
 * missing baseline fails instead of being written.
 */
import { afterEach, beforeAll } from 'vitest';
import { commands, page } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Compares what the selector shows with the story's baseline (scripts/story-screenshots.ts). */
    matchStoryScreenshot: (selector: string, name: string) => Promise<{ pass: boolean; message: string }>;
  }
}

// Story files share the browser's storage, and the session's atoms read it once, when
// their module is first imported — before any story's beforeEach clears it. Without
// this, a file that follows the back office's stories would start signed in as the
// operator its last story used.
localStorage.clear();
sessionStorage.clear();

/**
 * What in <body> is not the story's: Storybook's hidden wrappers, the a11y addon's
 * filters, and anything parked above or left of the page, which paints nothing (the
 * charts' text-measuring span sits at top -20000px and stays once a chart has drawn, so
 * a story after a chart's would otherwise be compared as the whole window).
 */
const isWorkbenchElement = (el: Element) => {
  if (el.classList.contains('sb-wrapper') || el.id === 'storybook-a11y-vision-filters' || ['SCRIPT', 'STYLE'].includes(el.tagName))
    return true;
  const rect = el.getBoundingClientRect();
  return rect.bottom < 0 || rect.right < 0;
};

beforeAll(() => {
  // Screenshots must not catch an animation mid-way or a blinking caret.
  if (document.head.querySelector('style[data-test-only="freeze-motion"]')) return;
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

/**
 * A transparent box fixed over the part of the window to compare: an element's
 * screenshot is the page's pixels inside the element's box, so capturing this box
 * captures what is drawn there and nothing else.
 *
 * Needed because a box taller than the window is captured whole, far past the window
 * (Playwright captures beyond the viewport): the store's stories were 5,000 to 14,400 px
 * tall, blank below the window (the grid draws the rows near it, covers load lazily),
 * and every one of those pixels was encoded, sent, decoded and compared — up to 17
 * million a story, seconds of both cores each time.
 */
function captureFrame({ left, top, width, height }: { left: number; top: number; width: number; height: number }): HTMLElement {
  const frame = document.createElement('div');
  frame.dataset.testOnly = 'capture-frame';
  frame.setAttribute('aria-hidden', 'true');
  Object.assign(frame.style, {
    position: 'fixed',
    left: `${left}px`,
    top: `${top}px`,
    width: `${width}px`,
    height: `${height}px`,
    pointerEvents: 'none',
  });
  document.body.append(frame);
  return frame;
}

/**
 * What a person sees once the page has settled. The story renders into a container
 * <div> in <body>, beside Storybook's own hidden wrappers. Anything else visible in
 * <body> is a portal (dialog, menu, toast): then the whole viewport is what a person
 * sees, so that is compared instead.
 */
function visibleRoots(): Element[] {
  return [...document.body.children].filter(
    (el) =>
      !isWorkbenchElement(el) &&
      // A dialog's focus guards are empty, invisible spans: they paint nothing.
      !el.hasAttribute('data-radix-focus-guard') &&
      // Every story has a toast provider; its viewport region in <body> counts only
      // when a toast is in it.
      !(el.getAttribute('role') === 'region' && !el.querySelector('li')) &&
      el.getClientRects().length > 0,
  );
}

/** A root named for a log line: what was on screen beside the story. */
const describeRoot = (el: Element) =>
  [
    el.tagName.toLowerCase(),
    el.getAttribute('role'),
    el.getAttribute('aria-label'),
    el.getAttribute('data-state'),
    el.textContent?.slice(0, 60),
  ]
    .filter(Boolean)
    .join(' ');

/**
 * The next frame, or 100 ms if no frame comes: a page that stops drawing (once seen in
 * CI: a story's frames stopped and the run waited forever) must still reach the 15 s
 * limit below and fail, not hang.
 */
const nextFrame = () =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      resolve();
    });
  });
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The element to capture, once what is shown has stopped changing: the same roots in
 * <body> (a closing dialog or a leaving toast is gone), the same height, nothing busy
 * and nothing on its way out (`data-state="closed"` while a dialog or toast unmounts),
 * over several checks in a row spanning at least a few hundred milliseconds. On a busy
 * machine this takes longer; it never captures a page half-way (a dialog's last frame, a
 * grid before its last row). Gives up waiting after 15 s and captures what is there, so
 * the comparison reports the difference.
 */
async function settledCaptureTarget(): Promise<Element> {
  const STABLE_CHECKS = 3;
  const STABLE_FOR_MS = 300;
  const deadline = performance.now() + 15_000;
  let last = '';
  let stable = 0;
  let stableSince = performance.now();
  for (;;) {
    await nextFrame();
    await pause(40);
    const roots = visibleRoots();
    const target = roots.length === 1 ? roots[0]! : document.body;
    const rect = target.getBoundingClientRect();
    const busy = target.querySelectorAll('[aria-busy="true"]').length;
    const leaving = roots.filter(
      (root) =>
        root.matches('[data-state="closed"]') || root.querySelector('[data-state="closed"][role="dialog"], li[data-state="closed"]'),
    ).length;
    const shape = `${roots.length}|${Math.round(rect.height)}|${busy}|${leaving}`;
    if (shape === last) stable++;
    else {
      stable = 0;
      stableSince = performance.now();
    }
    last = shape;
    const settled = stable >= STABLE_CHECKS && performance.now() - stableSince >= STABLE_FOR_MS && leaving === 0;
    if (settled) return target;
    if (performance.now() > deadline) {
      // Said in the run's output, so a mismatched picture names what was still changing.
      console.info(`Captured before the story settled (15 s): ${shape}; shown: ${roots.map(describeRoot).join(' | ')}`);
      return target;
    }
  }
}

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
  const target = await settledCaptureTarget();
  // The browser paints only the viewport: a story taller than it (a whole page) would
  // be compared blank below the fold. Grow the viewport to the story for the capture. Not
  // when the whole window is compared (a dialog, a menu or a toast over the page): a
  // window grown under it was captured with its old height's paint (the part below
  // blank, fixed elements at the old bottom) on one run and complete on the next.
  const width = window.innerWidth;
  const height = window.innerHeight;
  const needed = Math.ceil(target.getBoundingClientRect().bottom + window.scrollY);
  const grow = target !== document.body && needed > height;
  // Capped: a hundred-result grid is thousands of pixels of artwork that would make
  // megabyte baselines; what lies below the cap is not compared (captureFrame).
  if (grow) await page.viewport(width, Math.min(needed, MAX_CAPTURE_HEIGHT));
  // A story, or the <body> of a page under a dialog, that reaches past the cap is
  // compared from its top down to the cap.
  const box = target.getBoundingClientRect();
  const frame =
    box.top >= 0 && box.bottom > MAX_CAPTURE_HEIGHT + 1
      ? captureFrame({ left: box.left, top: box.top, width: box.width, height: MAX_CAPTURE_HEIGHT - box.top })
      : null;
  try {
    const verdict = await commands.matchStoryScreenshot(page.elementLocator(frame ?? target).selector, story.id);
    if (!verdict.pass) throw new Error(verdict.message);
  } finally {
    frame?.remove();
    if (grow) await page.viewport(width, height);
  }
});

/**
 * The story tests' visual comparison, as a Vitest browser command (`matchStoryScreenshot`,
 * called from .storybook/vitest.setup.ts after each story).
 *
 * It keeps the rules of Vitest's own `toMatchScreenshot`, the matcher the stories used
 * before: the same baseline files (`__screenshots__/<file>/<story id>-chromium-linux.png`
 * beside the story file), the same capture (Playwright's element screenshot with
 * animations stopped and the caret hidden), the same comparison (pixelmatch's rule, here
 * through the `@blazediff/core` engine Vitest uses, at the project's threshold), the same
 * wait for a page that is still drawing (capture again until two captures in a row
 * agree), and the same outcomes (a missing baseline is written and fails, or only fails
 * in CI; `--update` rewrites a baseline that differs; a mismatch leaves the capture and a
 * diff image under `.vitest-attachments/`).
 *
 * What it changes is the cost. Vitest decodes both pictures with pngjs, in JavaScript, on
 * the one thread that also serves every story file: measured on `src/features/product`'s
 * 87 stories, 6.5 CPU-seconds in pngjs and most of 5.8 in garbage collection, a quarter
 * of that process's work. Here a capture whose bytes equal its baseline's passes without
 * decoding (Chromium encodes the same pixels to the same bytes, and the baselines this
 * command writes are Chromium's own bytes), and anything else is decoded by libvips
 * (sharp) at about a third of pngjs's CPU.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { diff } from '@blazediff/core';
import type { Locator } from 'playwright';
import type { BrowserCommand } from 'vitest/node';

/** What a story's comparison tells the browser. */
export interface ScreenshotVerdict {
  pass: boolean;
  message: string;
}

export interface ScreenshotComparison {
  /** pixelmatch's per-pixel colour threshold (0–1). */
  threshold: number;
  /** Pixels that may differ (anti-aliased edges) and still pass. */
  allowedMismatchedPixels: number;
  /** How long a page that keeps changing is captured again before the story fails. */
  stableWithinMs: number;
}

interface DecodedPicture {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Vitest's file-name rule for a screenshot's name: spaces to hyphens, nothing else but word characters. */
const sanitize = (name: string) =>
  name
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-');

async function decode(png: Buffer): Promise<DecodedPicture> {
  // Loaded on the first comparison: `vite build` reads this config too and needs no libvips.
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function encode({ data, width, height }: DecodedPicture): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(data, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

/** The pixels that differ, or a reason the two cannot be compared at all. */
function compare(reference: DecodedPicture, actual: DecodedPicture, threshold: number, output?: Uint8Array) {
  if (reference.width !== actual.width || reference.height !== actual.height)
    return {
      mismatched: Number.POSITIVE_INFINITY,
      reason: `Expected image dimensions to be ${reference.width}×${reference.height}px, but received ${actual.width}×${actual.height}px.`,
    };
  const mismatched = diff(reference.data, actual.data, output, reference.width, reference.height, { threshold });
  return { mismatched, reason: `${mismatched} pixels differ.` };
}

async function write(file: string, bytes: Buffer) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, bytes);
}

export function storyScreenshotCommand({
  threshold,
  allowedMismatchedPixels,
  stableWithinMs,
}: ScreenshotComparison): BrowserCommand<[selector: string, name: string]> {
  const matches = (reference: DecodedPicture, actual: DecodedPicture) =>
    compare(reference, actual, threshold).mismatched <= allowedMismatchedPixels;

  return async (context, selector, name): Promise<ScreenshotVerdict> => {
    if (!context.testPath) throw new Error('A story screenshot is compared inside a test file');
    if (context.provider.name !== 'playwright') throw new Error('Story screenshots are taken with Playwright');
    const { iframe } = context as unknown as { iframe: { locator: (selector: string) => Locator } };
    const { project, testPath } = context;
    const root = project.config.root;
    const browserName = project.config.browser.name ?? 'chromium';
    const fileName = `${sanitize(name)}-${browserName}-${os.platform()}.png`;
    const referencePath = path.join(path.dirname(testPath), '__screenshots__', path.basename(testPath), fileName);
    const attachmentPath = (kind: string) =>
      // attachmentsDir is already absolute in a resolved config; resolve() keeps either form right.
      path.resolve(
        root,
        project.config.attachmentsDir ?? '.vitest-attachments',
        path.relative(root, path.dirname(testPath)),
        path.basename(testPath),
        `${sanitize(name)}-${kind}-${browserName}-${os.platform()}.png`,
      );
    const updateSnapshot = project.serializedConfig.snapshotOptions.updateSnapshot;

    const locator = iframe.locator(selector);
    const capture = () => locator.screenshot({ animations: 'disabled', caret: 'hide', scale: 'device' });

    const referenceBytes = await fs.readFile(referencePath).catch(() => null);
    let shot = await capture();
    // The common case: nothing changed, and the baseline holds Chromium's own bytes.
    if (referenceBytes?.equals(shot)) return { pass: true, message: '' };
    const reference = referenceBytes && (await decode(referenceBytes));
    let actual = await decode(shot);
    if (reference && matches(reference, actual)) {
      // `--update` stores the same pixels in Chromium's own bytes, so the next run takes
      // the fast path above (a baseline written by another encoder never would).
      if (updateSnapshot === 'all' && Buffer.compare(reference.data, actual.data) === 0) await write(referencePath, shot);
      return { pass: true, message: '' };
    }

    // Not the baseline, or none yet: the page may still be drawing. Capture again until
    // two captures in a row agree, and judge that one.
    const giveUpAt = Date.now() + stableWithinMs;
    for (;;) {
      const nextShot = await capture();
      const next = await decode(nextShot);
      const stable = matches(actual, next);
      shot = nextShot;
      actual = next;
      if (stable) break;
      if (Date.now() > giveUpAt) return { pass: false, message: `Could not capture a stable screenshot within ${stableWithinMs} ms.` };
    }

    if (!reference) {
      if (updateSnapshot === 'none') {
        await write(attachmentPath('reference'), shot);
        return {
          pass: false,
          message: `No reference screenshot found (${referencePath}); the capture is at ${attachmentPath('reference')}.`,
        };
      }
      await write(referencePath, shot);
      // Written as a test that does not pass yet, so a new baseline is looked at before it is committed.
      return {
        pass: updateSnapshot === 'all',
        message: `No existing reference screenshot found; a new one was created at ${referencePath}. Review it before running tests again.`,
      };
    }

    const diffImage = new Uint8Array(reference.data.length);
    const { mismatched, reason } = compare(reference, actual, threshold, diffImage);
    if (mismatched <= allowedMismatchedPixels) return { pass: true, message: '' };
    if (updateSnapshot === 'all') {
      await write(referencePath, shot);
      return { pass: true, message: '' };
    }
    await write(attachmentPath('actual'), shot);
    if (Number.isFinite(mismatched)) await write(attachmentPath('diff'), await encode({ ...reference, data: diffImage }));
    return {
      pass: false,
      message: [
        `Screenshot does not match the stored reference. ${reason}`,
        `Reference: ${referencePath}`,
        `Actual:    ${attachmentPath('actual')}`,
        Number.isFinite(mismatched) ? `Diff:      ${attachmentPath('diff')}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    };
  };
}

/**
 * The covers Storybook shows for imported designs (mocks/fixtures/covers) are what the
 * import makes now: a story never shows a cover the shop would not (scripts/story-covers.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeStoryCover, storyCovers } from '../scripts/story-covers';

const pixelsOf = (bytes: Buffer) => sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });

describe('the covers the stories show', () => {
  it.each(storyCovers)('$file is the import’s cover of $artwork', async (cover) => {
    const [kept, made] = await Promise.all([pixelsOf(fs.readFileSync(path.resolve(cover.file))), makeStoryCover(cover).then(pixelsOf)]);
    expect([kept.info.width, kept.info.height]).toEqual([made.info.width, made.info.height]);
    let difference = 0;
    for (let i = 0; i < made.data.length; i++) difference += Math.abs(made.data[i]! - kept.data[i]!);
    // The same pixels up to the WebP encoder of another build of sharp: under one level in 255 on average.
    expect(difference / made.data.length, `run node --import tsx scripts/story-covers.ts and review ${cover.file}`).toBeLessThan(1);
  });
});

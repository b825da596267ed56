/**
 * The covers a story shows as the server makes them: each is made by the import itself
 * (prepareDesign) from real artwork in server/testing/fixtures/real-artwork, and kept in
 * mocks/fixtures/covers so Storybook (which has no server) shows the real thing.
 * `server/storyCovers.test.ts` fails when the import would now make them differently:
 * run `node --import tsx scripts/story-covers.ts` then, and review the new pictures.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareDesign } from '../server/import/prepare';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each story cover: the artwork it is made from, whether the row says seamless, and the cover width kept. */
export const storyCovers = [
  {
    file: 'mocks/fixtures/covers/HP-autumn-tile-640.webp',
    artwork: 'HP-autumn-tile.png',
    isRepeat: true,
    width: 640,
  },
  {
    file: 'mocks/fixtures/covers/HP-melt-tile-640.webp',
    artwork: 'HP-melt-tile.png',
    isRepeat: true,
    width: 640,
  },
] as const;

/** The cover the import makes now for one story cover. */
export async function makeStoryCover(cover: (typeof storyCovers)[number]): Promise<Buffer> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'story-cover-'));
  try {
    const prepared = await prepareDesign({
      folder: path.join(root, 'server/testing/fixtures/real-artwork'),
      image: cover.artwork,
      sourceFiles: [],
      dpi: null,
      isRepeat: cover.isRepeat,
      fileStem: path.parse(cover.artwork).name,
      zipPath: path.join(work, 'files.zip'),
    });
    return Buffer.from(prepared.covers.find((c) => c.width === cover.width)!.bytes);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const cover of storyCovers) {
    fs.writeFileSync(path.join(root, cover.file), await makeStoryCover(cover));
    console.log(`wrote ${cover.file}`);
  }
}

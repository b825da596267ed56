import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REPEATED_TILE_BELOW } from '../../src/api/covers';
import { MAX_REPEATED_TILE_RATIO, SHOWN_TILE_SIDE, repeatViewOf, shownArtwork } from './smallTile';

/** A tile whose every pixel is different: its position, written into its channels. */
function numberedTile(width: number, height: number, channels: 3 | 4) {
  const data = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      data[at] = x;
      data[at + 1] = y;
      data[at + 2] = (x * 7 + y * 13) % 256;
      if (channels === 4) data[at + 3] = 255 - x;
    }
  return { data, width, height, channels };
}

describe('a small repeat tile is shown repeated', () => {
  it('in whole tiles, each pixel the tile’s own (crisp: no blur, no band), at least as wide as the widest cover', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 200 }),
        fc.constantFrom(3 as const, 4 as const),
        (width, height, channels) => {
          const tile = numberedTile(width, height, channels);
          const shown = shownArtwork(tile, true);
          const view = repeatViewOf(width, height);
          if (Math.max(width, height) / Math.min(width, height) > MAX_REPEATED_TILE_RATIO) {
            // A long thin stripe is shown as it is.
            expect(view).toBeNull();
            expect(shown).toBe(tile);
            return;
          }
          if (!view) throw new Error(`a ${width} × ${height} tile is not repeated`);
          // The design's own proportions, which the store lays its image boxes out by.
          expect(shown.width * height).toBe(shown.height * width);
          expect(shown.width).toBe(width * view.scale * view.across);
          expect(shown.height).toBe(height * view.scale * view.down);
          expect(shown.width).toBeGreaterThanOrEqual(960);
          // Big enough to see, never past the shown side: 3 px → 126 px, 100 px → 100 px.
          expect(Math.max(width, height) * view.scale).toBeLessThanOrEqual(Math.max(SHOWN_TILE_SIDE, Math.max(width, height)));
          expect(Math.max(width, height) * view.scale * 2).toBeGreaterThan(Math.min(SHOWN_TILE_SIDE, 2 * Math.max(width, height)));
          for (let i = 0; i < 50; i++) {
            const x = Math.floor((((i * 7919) % 1000) / 1000) * shown.width);
            const y = Math.floor((((i * 104729) % 1000) / 1000) * shown.height);
            const tx = Math.floor(x / view.scale) % width;
            const ty = Math.floor(y / view.scale) % height;
            const got = shown.data.subarray((y * shown.width + x) * channels, (y * shown.width + x + 1) * channels);
            const want = tile.data.subarray((ty * width + tx) * channels, (ty * width + tx + 1) * channels);
            expect([...got]).toEqual([...want]);
          }
        },
      ),
      { numRuns: 60, seed: 40 },
    );
  });

  it('magnifies a few pixels to about 128, repeats as often down as across, and leaves a long stripe alone', () => {
    expect(repeatViewOf(6, 6)).toEqual({ scale: 21, across: 8, down: 8 });
    expect(repeatViewOf(88, 24)).toEqual({ scale: 1, across: 11, down: 11 });
    expect(repeatViewOf(300, 200)).toEqual({ scale: 1, across: 4, down: 4 });
    expect(repeatViewOf(3, 18)).toBeNull();
  });

  it('leaves large artwork and artwork that is not a repeat as they are', () => {
    const large = numberedTile(REPEATED_TILE_BELOW, 20, 3);
    expect(shownArtwork(large, true)).toBe(large);
    const small = numberedTile(12, 12, 3);
    expect(shownArtwork(small, false)).toBe(small);
  });
});

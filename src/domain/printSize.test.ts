import { describe, expect, it } from 'vitest';
import { MIN_PRINT_CM, smallPrintWarning } from './printSize';

const artwork = { image: 'tiles/dots.png', isVector: false };

describe('the import’s small-print warning', () => {
  it('names the file, its printed size, its pixels and dpi, and says it was imported', () => {
    expect(smallPrintWarning({ ...artwork, widthPx: 6, heightPx: 6, dpi: 300 })).toBe(
      `image 'tiles/dots.png' prints at only 0.05 × 0.05 cm (6 × 6 px at 300 dpi), under the ${MIN_PRINT_CM} cm a design should print on its longer side: it was imported, but check the file is the full-size artwork and its dpi is right`,
    );
    expect(smallPrintWarning({ ...artwork, widthPx: 400, heightPx: 300, dpi: 300 })).toMatch(
      /prints at only 3\.4 × 2\.5 cm \(400 × 300 px/,
    );
  });

  it('is silent from 5 cm on the longer side, for a long narrow stripe, and for vector artwork', () => {
    // 591 px at 300 dpi is 5.004 cm; 590 px is 4.995 cm.
    expect(smallPrintWarning({ ...artwork, widthPx: 591, heightPx: 40, dpi: 300 })).toBeNull();
    expect(smallPrintWarning({ ...artwork, widthPx: 590, heightPx: 40, dpi: 300 })).not.toBeNull();
    expect(smallPrintWarning({ ...artwork, widthPx: 40, heightPx: 6000, dpi: 300 })).toBeNull();
    expect(smallPrintWarning({ ...artwork, widthPx: 12, heightPx: 12, dpi: 300, isVector: true })).toBeNull();
  });

  it('reads the dpi: the same pixels print larger at a lower resolution', () => {
    expect(smallPrintWarning({ ...artwork, widthPx: 300, heightPx: 300, dpi: 300 })).not.toBeNull();
    expect(smallPrintWarning({ ...artwork, widthPx: 300, heightPx: 300, dpi: 150 })).toBeNull();
  });
});

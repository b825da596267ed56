import { describe, expect, it } from 'vitest';
import { patternSvg } from './artwork';
import { generateDesigns } from './catalogue';
import { createRandom } from './random';

describe('the generated catalogue', () => {
  it('never sells one picture twice under two serials', () => {
    const designs = generateDesigns(5000);
    // The pattern's element id never shows, so it is not part of the picture.
    const pictures = designs.map((d) => patternSvg(d.motif, d.palette, createRandom(d.artSeed), 240).replace(/\bp\d+\b/g, ''));
    expect(new Set(pictures).size).toBe(designs.length);
    expect(new Set(designs.map((d) => d.artSeed)).size).toBe(designs.length);
  });

  it('keeps the same designs on every run', () => {
    expect(generateDesigns(2000).map((d) => d.artSeed)).toEqual(generateDesigns(2000).map((d) => d.artSeed));
  });
});

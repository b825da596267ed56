import { describe, expect, it } from 'vitest';
import { rootFontSizePx } from './tokens';

describe('root font size (spec: window width relative to 1920, clamped to 1200…2560)', () => {
  it('is 100px at the 1920 design width', () => {
    expect(rootFontSizePx(1920)).toBe(100);
  });
  it('scales linearly inside the range', () => {
    expect(rootFontSizePx(1440)).toBe(75);
    expect(rootFontSizePx(2400)).toBe(125);
  });
  it('stops shrinking below 1200 and growing above 2560', () => {
    expect(rootFontSizePx(800)).toBe(62.5);
    expect(rootFontSizePx(1200)).toBe(62.5);
    expect(rootFontSizePx(3840)).toBeCloseTo(133.33, 2);
  });
});

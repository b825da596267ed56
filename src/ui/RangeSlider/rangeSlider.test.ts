import { describe, expect, it } from 'vitest';
import { formatPrice, isFullRange } from './rangeSlider';

describe('isFullRange', () => {
  it('is true when the thumbs sit at both ends', () => {
    expect(isFullRange([0, 166], 0, 166)).toBe(true);
  });

  it('is false when either thumb has moved in', () => {
    expect(isFullRange([1, 166], 0, 166)).toBe(false);
    expect(isFullRange([0, 165], 0, 166)).toBe(false);
    expect(isFullRange([20, 80], 0, 166)).toBe(false);
  });

  it('is false when both thumbs meet at one end', () => {
    expect(isFullRange([0, 0], 0, 166)).toBe(false);
    expect(isFullRange([166, 166], 0, 166)).toBe(false);
  });

  it('treats values outside the bounds as reaching them', () => {
    expect(isFullRange([-5, 200], 0, 166)).toBe(true);
  });

  it('does not care about the order of the pair', () => {
    expect(isFullRange([166, 0], 0, 166)).toBe(true);
  });

  it('works with bounds that do not start at zero', () => {
    expect(isFullRange([10, 50], 10, 50)).toBe(true);
    expect(isFullRange([10, 49], 10, 50)).toBe(false);
  });
});

describe('formatPrice', () => {
  it('writes the dollar sign, a space, then the number', () => {
    expect(formatPrice(0)).toBe('$ 0');
    expect(formatPrice(166)).toBe('$ 166');
  });
});

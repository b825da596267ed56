import { describe, expect, it } from 'vitest';
import { formatPrice } from './rangeSlider';

describe('formatPrice', () => {
  it('writes the dollar sign, a space, then the number', () => {
    expect(formatPrice(0)).toBe('$ 0');
    expect(formatPrice(166)).toBe('$ 166');
  });
});

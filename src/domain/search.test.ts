import { describe, expect, it } from 'vitest';
import { isWholePriceRange } from './search';

// The whole range filters nothing: the slider, the store's URL and its chips drop it.
describe('isWholePriceRange', () => {
  it('is true when the range runs from 0 to the highest price', () => {
    expect(isWholePriceRange([0, 166], 166)).toBe(true);
  });

  it('is false when either end has moved in', () => {
    expect(isWholePriceRange([1, 166], 166)).toBe(false);
    expect(isWholePriceRange([0, 165], 166)).toBe(false);
    expect(isWholePriceRange([20, 80], 166)).toBe(false);
  });

  it('is false when both ends meet at one bound', () => {
    expect(isWholePriceRange([0, 0], 166)).toBe(false);
    expect(isWholePriceRange([166, 166], 166)).toBe(false);
  });

  it('treats an end past a bound as reaching it', () => {
    expect(isWholePriceRange([0, 200], 166)).toBe(true);
  });

  it('does not care which end comes first', () => {
    expect(isWholePriceRange([166, 0], 166)).toBe(true);
    expect(isWholePriceRange([166, 1], 166)).toBe(false);
  });
});

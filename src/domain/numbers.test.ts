import { describe, expect, it } from 'vitest';
import { formatDollars, formatNumber } from './numbers';

/** Values a shop formats: prices in cents, counts, centimetres; and the awkward ones of doubles. */
function samples(): number[] {
  const values = [
    0, -0, 1, -1, 0.005, 0.015, 1.005, 2.675, 1.0049999, 999.995, 999.994, 1000, 12345.675, 999999.999, 1e6, 123456789.125, -1234.5,
  ];
  // A fixed pseudo-random sequence, so a failure is repeatable.
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 20_000; i++) {
    const magnitude = 10 ** Math.floor(next() * 13 - 3);
    const value = next() * magnitude * (next() < 0.1 ? -1 : 1);
    values.push(value, Math.round(value * 100) / 100, Math.round(value));
  }
  return values;
}

describe('numbers', () => {
  it('writes dollars exactly as Intl does', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const value of samples()) expect(formatDollars(value), String(value)).toBe(intl.format(value));
  });

  it('writes counts and decimals exactly as Intl does, at any number of decimals', () => {
    for (const digits of [0, 2, 3]) {
      const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits });
      for (const value of samples()) expect(formatNumber(value, digits), `${value} to ${digits}`).toBe(intl.format(value));
    }
  });

  it('leaves what is not a plain amount to Intl', () => {
    expect(formatDollars(Number.NaN)).toBe('$NaN');
    expect(formatNumber(Infinity)).toBe('∞');
    expect(formatNumber(1e21)).toBe('1,000,000,000,000,000,000,000');
    expect(formatDollars(2e15)).toBe('$2,000,000,000,000,000.00');
  });

  it('reads as a shopper expects', () => {
    expect(formatDollars(124.8)).toBe('$124.80');
    expect(formatDollars(12000)).toBe('$12,000.00');
    expect(formatNumber(3000)).toBe('3,000');
    expect(formatNumber(84.66666, 2)).toBe('84.67');
    expect(formatNumber(100.0000001, 2)).toBe('100');
  });
});

import { describe, expect, it } from 'vitest';
import { clampPercent } from './progress';

describe('clampPercent', () => {
  it('keeps values inside 0–100', () => {
    expect(clampPercent(0)).toBe(0);
    expect(clampPercent(50)).toBe(50);
    expect(clampPercent(100)).toBe(100);
  });
  it('clamps values outside 0–100', () => {
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(Infinity)).toBe(100);
  });
  it('rounds to a whole percent', () => {
    expect(clampPercent(33.4)).toBe(33);
    expect(clampPercent(66.5)).toBe(67);
    expect(clampPercent(99.6)).toBe(100);
  });
  it('treats a value that is not a number as not started', () => {
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});

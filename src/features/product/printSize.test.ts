import { describe, expect, it } from 'vitest';
import { formatPrintSize, pixelsToCm } from './printSize';

describe('print size', () => {
  it('converts pixels to centimetres: px / dpi × 2.54', () => {
    expect(pixelsToCm(300, 300)).toBeCloseTo(2.54, 10);
    expect(pixelsToCm(10000, 300)).toBeCloseTo(84.6667, 4);
    expect(pixelsToCm(10000, 600)).toBeCloseTo(42.3333, 4);
  });

  it('shows two decimals at most', () => {
    expect(formatPrintSize(10000, 10000, 300)).toBe('84.67 × 84.67 cm');
    expect(formatPrintSize(10000, 10000, 600)).toBe('42.33 × 42.33 cm');
    expect(formatPrintSize(5315, 7087, 300)).toBe('45 × 60 cm'); // 45.0003 × 60.0036
    expect(formatPrintSize(5315, 7087, 600)).toBe('22.5 × 30 cm');
  });

  it('drops zero decimals: a 100 cm file reads 100, not 99.9998', () => {
    expect(formatPrintSize(11811, 11811, 300)).toBe('100 × 100 cm');
    expect(formatPrintSize(11811, 8858, 600)).toBe('50 × 37.5 cm');
  });

  it('keeps width before height', () => {
    expect(formatPrintSize(4724, 3149, 300)).toBe('40 × 26.66 cm');
  });

  it('has nothing to say without a pixel size', () => {
    expect(formatPrintSize(0, 100, 300)).toBeNull();
    expect(formatPrintSize(100, Number.NaN, 300)).toBeNull();
    expect(formatPrintSize(100, 100, 0)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  changedPrice,
  defaultLicence,
  formatPrice,
  initialLicence,
  licenceNames,
  licenceOptions,
  licencePrice,
  roundPrice,
} from './licence';

const nonExclusive = { isBuyout: 0, isUse: 1, price: 19.99, priceOnce: 0 } as const;
const notYetUsed = { isBuyout: 0, isUse: 0, price: 40, priceOnce: 0 } as const;
const exclusive = { isBuyout: 1, isUse: 0, price: 92, priceOnce: 559 } as const;
const exclusiveUsed = { isBuyout: 1, isUse: 3, price: 92, priceOnce: 559 } as const;

describe('licence options', () => {
  it('a buyout design offers only the exclusive licence', () => {
    expect(licenceOptions(exclusive)).toEqual([3]);
  });
  it('other designs offer commercial (5) and commercial unlimited (4)', () => {
    expect(licenceOptions(nonExclusive)).toEqual([5, 4]);
    expect(licenceOptions(notYetUsed)).toEqual([5, 4]);
  });
});

describe('default licence', () => {
  it('is 5 when isUse is above 0', () => {
    expect(defaultLicence(nonExclusive)).toBe(5);
    expect(defaultLicence({ isBuyout: 0, isUse: 12 })).toBe(5);
  });
  it('is 3 when isUse is 0', () => {
    expect(defaultLicence(notYetUsed)).toBe(3);
  });
  it('is forced to 3 for a buyout design, whatever isUse says', () => {
    expect(defaultLicence(exclusive)).toBe(3);
    expect(defaultLicence(exclusiveUsed)).toBe(3);
  });
  it('the preselected licence is the default when offered, else the first offered', () => {
    expect(initialLicence(nonExclusive)).toBe(5);
    expect(initialLicence(exclusive)).toBe(3);
    expect(initialLicence(exclusiveUsed)).toBe(3);
    // 3 is not sold for a non-buyout design: the first offered (commercial) instead.
    expect(initialLicence(notYetUsed)).toBe(5);
  });
});

describe('licence names', () => {
  it('names each licence type', () => {
    expect(licenceNames[3]).toBe('Exclusive license');
    expect(licenceNames[4]).toBe('Commercial unlimited license');
    expect(licenceNames[5]).toBe('Commercial license');
    expect(licenceNames[1]).toBe('Personal license');
  });
});

describe('licence price', () => {
  it('3 is the buyout price', () => {
    expect(licencePrice(exclusive, 3)).toBe(559);
  });
  it('5 is the price', () => {
    expect(licencePrice(nonExclusive, 5)).toBe(19.99);
  });
  it('4 is 80% of the price, rounded to cents', () => {
    // 19.99 × 0.8 = 15.992 (15.992000000000001 in binary)
    expect(licencePrice(nonExclusive, 4)).toBe(15.99);
    expect(licencePrice({ price: 156, priceOnce: 0 }, 4)).toBe(124.8);
    expect(licencePrice({ price: 12.57, priceOnce: 0 }, 4)).toBe(10.06); // 10.056
  });
  it('1 is 50% of the price, rounded to cents (half a cent rounds up)', () => {
    expect(licencePrice(nonExclusive, 1)).toBe(10); // 9.995
    expect(licencePrice({ price: 2.01, priceOnce: 0 }, 1)).toBe(1.01); // 1.005
    expect(licencePrice({ price: 40, priceOnce: 0 }, 1)).toBe(20);
  });
  it('rounds binary fractions the way a person would', () => {
    expect(roundPrice(1.005)).toBe(1.01);
    expect(roundPrice(0.1 + 0.2)).toBe(0.3);
    expect(roundPrice(15.994999)).toBe(15.99);
  });
  it('formats USD with cents', () => {
    expect(formatPrice(124.8)).toBe('$124.80');
    expect(formatPrice(1559)).toBe('$1,559.00');
  });
  it('changes prices in bulk by percent, amount or a set price, by the same rounding, never below a cent', () => {
    expect(changedPrice(19.99, 'percent', 10)).toBe(21.99); // 21.989
    expect(changedPrice(10.05, 'percent', -50)).toBe(5.03); // 5.025, half a cent up
    expect(changedPrice(12.5, 'add', 0.1 + 0.2)).toBe(12.8);
    expect(changedPrice(5, 'add', -20)).toBe(0.01);
    expect(changedPrice(33, 'set', 24.999)).toBe(25);
  });
});

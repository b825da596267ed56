/**
 * What a member gains by paying with the bag they saw rather than the shop's prices: nothing.
 * checkoutRefusal compares the amounts shown with what would be charged, in whole cents
 * (toCents, the one rounding rule), and the charge is always the shop's own.
 */
import { describe, expect, it } from 'vitest';
import { chargedAmount, checkoutRefusal, orderNumber, type ChargedLine } from './checkout';

const line: ChargedLine = { productId: 7, imgSn: 'PT-00007', imgType: 5, isBuyout: 0, price: 1200, priceOnce: 3000, sold: false };

describe('checkout against the bag the member saw', () => {
  it('refuses a shown price a cent under the charge, and names the price that will be charged', () => {
    const charged = chargedAmount(line);
    expect(charged).toBe(1200);
    expect(checkoutRefusal([line], [{ productId: 7, amount: charged - 0.01 }])).toEqual({
      code: 409,
      desc: 'The price of PT-00007 is now $1,200.00. Your bag shows the new price: check it, then pay.',
      productIds: [7],
    });
  });

  it('takes a shown price that differs only below a cent (a binary fraction) as the same price', () => {
    const cheap = { ...line, price: 1.005 };
    // 1.005 is 1.00499999… in binary: the shown and the charged amount are both 101 cents.
    expect(checkoutRefusal([cheap], [{ productId: 7, amount: 1.005 }])).toBeNull();
    expect(checkoutRefusal([cheap], [{ productId: 7, amount: 1.01 }])).toBeNull();
    expect(checkoutRefusal([cheap], [{ productId: 7, amount: 1 }])?.productIds).toEqual([7]);
  });

  it('refuses a line the member never saw, however it is priced', () => {
    const other = { ...line, productId: 8, imgSn: 'PT-00008' };
    expect(checkoutRefusal([line, other], [{ productId: 7, amount: 1200 }])?.productIds).toEqual([8]);
  });
});

describe('order numbers', () => {
  it('are PM, the UTC day placed and the id in six digits, as the server and the mocks write them', () => {
    expect(orderNumber(new Date('2026-11-18T09:14:33Z'), 501)).toBe('PM20261118000501');
    expect(orderNumber(new Date('2026-11-22T23:59:59Z'), 10001)).toBe('PM20261122010001');
    expect(orderNumber(new Date('2027-01-01T00:00:00Z'), 1234567)).toBe('PM202701011234567');
  });
});

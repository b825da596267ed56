import { describe, expect, it } from 'vitest';
import { BUYOUT_PRICE_NEEDED, designLicenceRefusal, refundRefusal, replacementRefusal } from './refusals';

describe('refundRefusal', () => {
  const paidLine = { paid: true, refundedOn: null, exclusive: false };

  it('lets a paid line be refunded once, and an exclusive go back on sale', () => {
    expect(refundRefusal(paidLine, false)).toBeNull();
    expect(refundRefusal({ ...paidLine, exclusive: true }, true)).toBeNull();
  });

  it('refuses an unpaid order first, then a line refunded already, then a standard design back on sale', () => {
    expect(refundRefusal({ paid: false, refundedOn: '2026-01-02 10:00:00', exclusive: false }, true)?.desc).toBe(
      'Only a paid order can be refunded',
    );
    expect(refundRefusal({ ...paidLine, refundedOn: '2026-01-02 10:00:00' }, true)).toEqual({
      code: 409,
      desc: 'This line was refunded on 2026-01-02 10:00:00',
    });
    expect(refundRefusal(paidLine, true)).toEqual({ code: 400, desc: 'returnToSale is for exclusive designs only', field: 'returnToSale' });
  });
});

describe('replacementRefusal', () => {
  it('takes a replacement file for a paid line that was not refunded only', () => {
    expect(replacementRefusal({ paid: true, refunded: false })).toBeNull();
    expect(replacementRefusal({ paid: false, refunded: false })?.desc).toBe('Only a paid order’s lines can have a replacement file');
    expect(replacementRefusal({ paid: true, refunded: true })?.desc).toBe('This line was refunded: its buyer no longer downloads it');
  });
});

describe('designLicenceRefusal', () => {
  const exclusive = { sold: false, isBuyout: 1 as const, priceOnce: 400 };

  it('lets an unsold design change licence, and a sold one change anything else', () => {
    expect(designLicenceRefusal(exclusive, { isBuyout: 0 })).toBeNull();
    expect(designLicenceRefusal({ ...exclusive, sold: true }, { isBuyout: 1, priceOnce: 500 })).toBeNull();
  });

  it('keeps a sold exclusive exclusive', () => {
    expect(designLicenceRefusal({ ...exclusive, sold: true }, { isBuyout: 0 })).toMatchObject({ code: 409, field: 'isBuyout' });
  });

  it('asks an exclusive for a buyout price, whether it becomes one or loses its price', () => {
    const needed = { code: 400, desc: BUYOUT_PRICE_NEEDED, field: 'priceOnce' };
    expect(designLicenceRefusal({ ...exclusive, isBuyout: 0, priceOnce: 0 }, { isBuyout: 1 })).toEqual(needed);
    expect(designLicenceRefusal(exclusive, { priceOnce: 0 })).toEqual(needed);
  });
});

import { describe, expect, it } from 'vitest';
import type { CartLine, CartSummary, ProductDetail } from '../../api/types';
import { offeredLicence } from '../../domain/licence';
import { cartTotal, designCount, fromDetail, fromServerLine, withLicence, type CartPageLine } from './cartLines';
import { licenceWithdrawnNote, shownLines } from './payableLines';

const serverLine = (overrides: Partial<CartLine>): CartLine => ({
  productId: 1025,
  imgType: 5,
  productNum: 1,
  imgSn: 'PT-01025',
  cover: '/img/cover/1025.webp',
  price: 30,
  priceOnce: 0,
  isBuyout: 0,
  linePrice: 30,
  available: true,
  licenceOffered: true,
  colourway: '',
  ...overrides,
});

const detail = (overrides: Partial<ProductDetail>): ProductDetail =>
  ({
    productId: 1005,
    imgSn: 'PT-01005',
    cover: '/img/cover/1005.webp',
    price: 80,
    priceOnce: 0,
    isBuyout: 0,
    isUse: 1,
    isSold: 0,
    ...overrides,
  }) as ProductDetail;

describe('cart lines', () => {
  it('a server line keeps the price the server will charge', () => {
    expect(fromServerLine(serverLine({ imgType: 4, linePrice: 24 }))).toMatchObject({
      status: 'ready',
      imgType: 4,
      linePrice: 24,
      available: true,
      licenceOffered: true,
    });
    expect(fromServerLine(serverLine({ licenceOffered: false }))).toMatchObject({ licenceOffered: false });
  });

  it('a visitor line is priced from the detail by licence (4 is 80%, 3 the buyout price)', () => {
    expect(fromDetail({ productId: 1005, imgType: 4, productNum: 1 }, detail({}))).toMatchObject({
      linePrice: 64,
      imgType: 4,
      available: true,
    });
    expect(fromDetail({ productId: 1005, imgType: 5, productNum: 1 }, detail({}))).toMatchObject({ linePrice: 80 });
    expect(
      fromDetail({ productId: 1028, imgType: 3, productNum: 1 }, detail({ productId: 1028, isBuyout: 1, price: 65, priceOnce: 424 })),
    ).toMatchObject({ linePrice: 424, imgType: 3 });
  });

  it('a sold exclusive is not available', () => {
    expect(fromDetail({ productId: 1008, imgType: 3, productNum: 1 }, detail({ isBuyout: 1, priceOnce: 559, isSold: 1 }))).toMatchObject({
      available: false,
    });
  });

  it('a stored licence the design does not offer becomes the first it offers', () => {
    expect(offeredLicence({ isBuyout: 1 }, 5)).toBe(3);
    expect(offeredLicence({ isBuyout: 0 }, 3)).toBe(5);
    expect(offeredLicence({ isBuyout: 0 }, 4)).toBe(4);
  });

  it('the total counts only available, known lines, in cents', () => {
    const lines: CartPageLine[] = [
      fromServerLine(serverLine({ linePrice: 15.99 })),
      fromServerLine(serverLine({ productId: 1026, linePrice: 125.6 })),
      fromServerLine(serverLine({ productId: 1008, linePrice: 559, available: false })),
      { status: 'loading', productId: 1, imgType: 5 },
      { status: 'missing', productId: 2, imgType: 5, reason: 'gone' },
    ];
    expect(cartTotal(lines)).toBe(141.59);
    expect(cartTotal([])).toBe(0);
  });

  it('the total leaves out a line whose licence the design no longer offers, as the server does', () => {
    const lines: CartPageLine[] = [
      fromServerLine(serverLine({})),
      // Made exclusive after it went into the bag under the commercial licence.
      fromServerLine(serverLine({ productId: 1030, isBuyout: 1, priceOnce: 400, linePrice: 30, licenceOffered: false })),
    ];
    expect(cartTotal(lines)).toBe(30);
  });

  it('what the bag shows is sent for the payable lines only, at their line price', () => {
    const summary: CartSummary = {
      aaData: [
        serverLine({}),
        serverLine({ productId: 1026, price: 157, imgType: 4, linePrice: 125.6 }),
        serverLine({ productId: 1008, linePrice: 559, available: false }),
        serverLine({ productId: 1030, isBuyout: 1, priceOnce: 400, licenceOffered: false }),
      ],
      iTotalRecords: 4,
      total: 155.6,
    };
    expect(shownLines(summary)).toEqual([
      { productId: 1025, amount: 30 },
      { productId: 1026, amount: 125.6 },
    ]);
  });

  it('a licence change reprices the line and the total as the server will', () => {
    const summary: CartSummary = {
      aaData: [serverLine({}), serverLine({ productId: 1026, price: 157, imgType: 4, linePrice: 125.6 })],
      iTotalRecords: 2,
      total: 155.6,
    };
    const changed = withLicence(summary, 1025, 4);
    expect(changed.aaData[0]).toMatchObject({ imgType: 4, linePrice: 24 });
    expect(changed.aaData[1]).toBe(summary.aaData[1]);
    expect(changed.total).toBe(149.6);
  });

  it('picking a licence the design offers brings a withdrawn line back into the total', () => {
    const summary: CartSummary = {
      aaData: [serverLine({}), serverLine({ productId: 1030, isBuyout: 1, priceOnce: 400, licenceOffered: false })],
      iTotalRecords: 2,
      total: 30,
    };
    const changed = withLicence(summary, 1030, 3);
    expect(changed.aaData[1]).toMatchObject({ imgType: 3, linePrice: 400, licenceOffered: true });
    expect(changed.total).toBe(430);
  });

  it('a withdrawn licence is named, with why and what to choose instead', () => {
    expect(licenceWithdrawnNote({ imgType: 5, isBuyout: 1 })).toBe(
      'The Commercial license is no longer offered for this design: it is now sold as an exclusive. Choose the Exclusive license to buy it.',
    );
    expect(licenceWithdrawnNote({ imgType: 3, isBuyout: 0 })).toBe(
      'The Exclusive license is no longer offered for this design: it is no longer sold as an exclusive. Choose the Commercial license or the Commercial unlimited license to buy it.',
    );
  });

  it('counts designs in words', () => {
    expect(designCount(1)).toBe('1 design');
    expect(designCount(2)).toBe('2 designs');
  });
});

import { describe, expect, it } from 'vitest';
import { pdfText } from '../testing/pdfText';
import { renderInvoice } from './invoices';

const buyer = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  address: '1 Loom Street',
  city: 'London',
  postCode: 'N1 1AA',
  country: 'United Kingdom',
  province: 'London',
};

describe('renderInvoice', () => {
  it('writes amounts of a thousand dollars and more with their thousands separator', async () => {
    const order = {
      orderNo: 'PM202611180001',
      paidAt: new Date('2026-11-18T09:00:00Z'),
      total: 1263.2,
      lines: [
        { imgSn: 'PT-01003', imgType: 3 as const, amount: 1200 },
        { imgSn: 'PT-01004', imgType: 4 as const, amount: 63.2 },
      ],
    };
    const text = pdfText(await renderInvoice(order, buyer));
    expect(text).toContain('$1,200.00');
    expect(text).toContain('$63.20');
    expect(text).toContain('$1,263.20');
  });
});

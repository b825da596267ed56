import { describe, expect, it } from 'vitest';
import { paidOrderMail } from './orders';

describe('paidOrderMail', () => {
  it('writes each price and the total as the shop does, thousands separator and all', () => {
    const mail = paidOrderMail({ orderNo: 'PM202611180001', total: 1263.2 }, [
      { imgSn: 'PT-01003', colourway: '', amount: 1200 },
      { imgSn: 'PT-01004', colourway: '', amount: 63.2 },
    ]);
    expect(mail.text).toContain('PT-01003  $1,200.00\nPT-01004  $63.20\n\nTotal: $1,263.20');
    expect(mail.html).toContain('<td style="text-align:right">$1,200.00</td>');
    expect(mail.html).toContain('Total: <strong>$1,263.20</strong>');
  });
});

/**
 * Invoice PDFs (pdfkit): seller, buyer details, order number and date, each line with
 * its licence and price, and the total. Made once per order and kept; the file's name
 * carries 128 random bits, so its path is shown only to the order's owner (getInvoice)
 * and works as a plain download link.
 */
import { randomBytes } from 'node:crypto';
import { colourwayLabel } from '../../src/domain/colourway';
import PDFDocument from 'pdfkit';
import type { InvoiceDetails, LicenceType } from '../../src/api/types';
import { formatPrice, licenceNames } from '../../src/domain/licence';
import type { FileStore } from './fileStore';

export const SELLER = {
  name: 'Pattern Marketplace Limited',
  lines: ['Registered in Hong Kong', 'support@pattern-marketplace.local'],
};

export interface InvoiceOrder {
  orderNo: string;
  paidAt: Date;
  total: number;
  /** `colourway`: the colours bought (src/domain/colourway.ts), named under the design; '' its own. */
  lines: { imgSn: string; imgType: LicenceType; amount: number; colourway?: string }[];
}

export function renderInvoice(order: InvoiceOrder, buyer: Omit<InvoiceDetails, 'id'>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Invoice ${order.orderNo}`, Author: SELLER.name } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(20).text('Invoice', { align: 'right' });
    doc.font('Helvetica').fontSize(10).text(`Order ${order.orderNo}`, { align: 'right' });
    doc.text(`Date ${order.paidAt.toISOString().slice(0, 10)}`, { align: 'right' });
    doc.moveDown(1.5);

    const top = doc.y;
    doc.font('Helvetica-Bold').text('Seller', 56, top);
    doc.font('Helvetica').text(SELLER.name).text(SELLER.lines.join('\n'));
    doc.font('Helvetica-Bold').text('Bill to', 320, top);
    doc
      .font('Helvetica')
      .text(buyer.name, 320)
      .text(buyer.address, 320)
      .text(`${buyer.city} ${buyer.postCode}`, 320)
      .text(`${buyer.province}, ${buyer.country}`, 320)
      .text(buyer.email, 320);
    doc.moveDown(2);

    const row = (cells: [string, string, string], bold = false) => {
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      doc.text(cells[0], 56, y, { width: 140 });
      doc.text(cells[1], 200, y, { width: 220 });
      doc.text(cells[2], 430, y, { width: 110, align: 'right' });
      doc.moveDown(0.6);
    };
    doc.x = 56;
    row(['Design', 'Licence', 'Price'], true);
    doc.moveTo(56, doc.y).lineTo(540, doc.y).stroke();
    doc.moveDown(0.4);
    for (const line of order.lines) {
      row([line.imgSn, licenceNames[line.imgType], formatPrice(line.amount)]);
      // The colourway under its design: the buyer's record of which colours the files are in.
      if (line.colourway) {
        doc
          .fontSize(8)
          .fillColor('#555')
          .text(colourwayLabel(line.colourway), 56, doc.y - 4, { width: 360 });
        doc.fontSize(10).fillColor('black').moveDown(0.6);
      }
    }
    doc.moveTo(56, doc.y).lineTo(540, doc.y).stroke();
    doc.moveDown(0.4);
    row(['', 'Total (USD)', formatPrice(order.total)], true);
    doc.moveDown(2);
    doc.font('Helvetica').fontSize(9).fillColor('#555').text('Paid in full by card. Thank you for your purchase.', 56);
    doc.end();
  });
}

/** Where an invoice is kept, by the name in its link (/files/invoices/<name>). */
export const invoiceKeyOf = (name: string) => `invoices/${name}`;

/** Keeps the PDF (invoices/ in the file store) and answers the path it is served at. */
export async function storeInvoice(files: FileStore, orderId: number, pdf: Buffer): Promise<string> {
  const name = `${orderId}-${randomBytes(16).toString('hex')}.pdf`;
  await files.put(invoiceKeyOf(name), pdf);
  return `/files/invoices/${name}`;
}

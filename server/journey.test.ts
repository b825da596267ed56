/**
 * The buyer's journey against the shop started as a user starts it: `npm start` on a
 * scratch DATA_DIR and a free port (it builds the web app when needed, migrates, seeds
 * and serves). Register with the code read from the outbox, log in, put a design in the
 * cart, pay with the test card, find the order, download the file, get the invoice PDF.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTestCard } from '../src/api/testGateway';
import * as cart from '../src/api/cart';
import { configureApi, resetApiConfig } from '../src/api/config';
import { SUITE_CALL_TIMEOUT_MS } from '../src/api/contract.scenarios';
import * as member from '../src/api/member';
import * as product from '../src/api/product';
import * as shop from '../src/api/shop';
import { codeFromOutbox } from './testing/memberSuite';
import { startShop, type RunningShop } from './testing/startShop';

describe('a buyer on the shop started with npm start', () => {
  let running: RunningShop;
  let baseUrl: string;
  let dataDir: string;

  beforeAll(async () => {
    running = await startShop({ designs: 120 });
    ({ baseUrl, dataDir } = running);
  });

  afterAll(async () => {
    resetApiConfig();
    await running?.stop();
  });

  it('serves the web app with its history fallback', async () => {
    const page = await fetch(`${baseUrl}/personalCenter/orderForm`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });

  it('registers, logs in, pays for a design, finds the order, downloads the file and gets the invoice', async () => {
    let token: string | null = null;
    // From the defaults: another file of the unit project may have left a stub fetch configured.
    resetApiConfig();
    configureApi({ baseUrl, getToken: () => token, onTokenInvalid: () => (token = null), timeoutMs: SUITE_CALL_TIMEOUT_MS });
    const email = `journey.${Date.now().toString(36)}@example.com`;
    await member.getEmailCode({ email });
    const code = await codeFromOutbox(path.join(dataDir, 'outbox'), email);
    await member.emailRegister({ email, code, password: 'journey1' });
    token = (await member.login({ account: email, password: 'journey1' })).data.token;

    const found = (
      await product.selectPage({ priceRange: '', sSorts: '', strSearchKeyword: 'floral', iDisplayStart: 0, iDisplayLength: 20 })
    ).data;
    const design = found.aaData.find((c) => c.isBuyout === 0)!;
    await cart.save({ productId: design.productId, imgType: 5 });
    const paid = (
      await shop.payThroughProvider(
        `journey-${email}`,
        withTestCard({ number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Journey Buyer' }),
      )
    ).data;
    expect(paid.total).toBe(design.price);

    const orders = await shop.orderPage({ page: 1 });
    expect(orders.data.aaData[0]!.orderNo).toBe(paid.orderNo);
    expect(orders.user?.orderNum).toBe(1);

    const fileUrl = (await product.downUrl({ id: design.productId })).data;
    const file = await fetch(new URL(fileUrl, baseUrl));
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(Number(file.headers.get('content-length'))).toBe(bytes.length);
    expect([...bytes.subarray(0, 2)]).toEqual([0x50, 0x4b]); // a zip

    const invoicePath = (
      await shop.getInvoice({
        id: paid.orderId,
        name: 'Journey Buyer',
        email,
        address: '1 Loom Street',
        city: 'Como',
        postCode: '22100',
        country: 'Italy',
        province: 'CO',
      })
    ).data;
    const pdf = await fetch(new URL(invoicePath, baseUrl));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});

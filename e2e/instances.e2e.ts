/**
 * Two instances of the shop on one PostgreSQL, their files in one S3 bucket (moto, a
 * real S3 protocol server on loopback) and each with a data folder of its own, behind a
 * loopback proxy (issue 21): a shopper's purchase moves between them step by step — the
 * bag filled through one, the order paid through the other, the files and the invoice
 * through each — and a rate limit reached through one holds on the other.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackProxy, type LoopbackProxy } from '../server/testing/loopbackProxy';
import { startMoto, type TestS3 } from '../server/testing/moto';
import { startPostgres, type TestPostgres } from '../server/testing/postgres';
import { startShop, type RunningShop } from '../server/testing/startShop';
import {
  downloadDesignFile,
  downloadInvoice,
  existingMember,
  newShopper,
  payWithTestCard,
  signIn,
  withShopper,
  type Shopper,
} from './browser';

const session = withShopper({ withFirstShopper: false });

/** Asks for a sign-up code through the proxy from `from`, a loopback address of the shopper's. */
const askForCode = (proxy: LoopbackProxy, from: string, email: string) =>
  new Promise<{ code: number; desc: string }>((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port: proxy.port, localAddress: from, path: `/api/member/getEmailCode?email=${encodeURIComponent(email)}` },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve(JSON.parse(text)));
      },
    );
    request.on('error', reject);
  });

describe('two instances behind a proxy', () => {
  let postgres: TestPostgres;
  let s3: TestS3;
  let bucket: string;
  const instances: RunningShop[] = [];
  let proxy: LoopbackProxy;
  let shopper: Shopper;

  beforeAll(async () => {
    [postgres, s3] = await Promise.all([startPostgres(), startMoto()]);
    bucket = await s3.bucket();
    const env = {
      DATABASE_URL: postgres.url,
      TRUST_PROXY: '127.0.0.1',
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: s3.endpoint,
      AWS_ACCESS_KEY_ID: 'moto-test',
      AWS_SECRET_ACCESS_KEY: 'moto-test',
    };
    // One after the other: the first seeds the catalogue, the second finds it seeded.
    for (let i = 0; i < 2; i++) instances.push(await startShop({ designs: 60, env }));
    proxy = await startLoopbackProxy(instances.map((instance, i) => ({ name: 'AB'[i]!, port: Number(new URL(instance.baseUrl).port) })));
    shopper = await newShopper(session.browser, proxy.url);
  }, 600_000);

  afterAll(async () => {
    await shopper?.context.close();
    await proxy?.close();
    for (const instance of instances) await instance.stop();
    postgres?.stop();
    await s3?.stop();
  });

  it('takes the bag, the order, the download and the invoice from either instance', async () => {
    const { page } = shopper;
    // A: sign up (the code mail is in A's outbox), sign in and bag a design.
    proxy.sendTo('A');
    const email = await existingMember('twice', { baseUrl: proxy.url, dataDir: instances[0]!.dataDir });
    await page.goto('/personalCenter', { waitUntil: 'networkidle' });
    await signIn(page, email, 'first123');
    await page.goto('/store', { waitUntil: 'networkidle' });
    const quickView = page
      .getByRole('list', { name: 'Search results' })
      .getByRole('button', { name: /^Quick view PT-/ })
      .first();
    const serial = (await quickView.getAttribute('aria-label'))!.replace('Quick view ', '');
    await quickView.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Add To Bag' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'View Cart' }).waitFor();
    await page.keyboard.press('Escape');

    // B: the session and the bag are there; pay.
    proxy.sendTo('B');
    await page.goto('/shoppingcar', { waitUntil: 'networkidle' });
    await page.getByRole('article', { name: new RegExp(`^${serial}`) }).waitFor();
    const orderNo = await payWithTestCard(page, 'Two Instances');

    // A: the order and its zip.
    proxy.sendTo('A');
    await page.getByRole('link', { name: /Download your files/ }).click();
    const order = page.getByRole('rowgroup', { name: `Order ${orderNo}` });
    await order.waitFor();
    const zip = await downloadDesignFile(page, order, serial);
    expect(zip.suggestedFilename()).toBe(`${serial}.zip`);
    expect([...fs.readFileSync((await zip.path())!).subarray(0, 2)]).toEqual([0x50, 0x4b]);
    // Kept in the bucket, not in A's data folder.
    expect(await s3.store(bucket).size(`files/${Number(serial.replace('PT-', ''))}.zip`)).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(instances[0]!.dataDir, 'files'))).toBe(false);

    // B: the same zip again, byte for byte (made by A, kept in the bucket), and the invoice.
    proxy.sendTo('B');
    const again = await downloadDesignFile(page, order, serial);
    expect(fs.readFileSync((await again.path())!).equals(fs.readFileSync((await zip.path())!))).toBe(true);
    const pdf = await downloadInvoice(page, order, { name: 'Two Instances', email });
    expect(
      fs
        .readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Each instance answered API calls of the journey.
    const apiBy = (upstream: string) => proxy.served.filter((request) => request.upstream === upstream && request.path.startsWith('/api/'));
    expect(apiBy('A').length).toBeGreaterThan(0);
    expect(apiBy('B').length).toBeGreaterThan(0);
    expect(shopper.problems).toEqual([]);
  });

  it('holds a rate limit reached through one instance on the other', async () => {
    // 20 code mails an hour per address (services/members.ts), asked through A.
    proxy.sendTo('A');
    for (let i = 0; i < 20; i++) expect((await askForCode(proxy, '127.0.0.7', `limit.${i}.${Date.now()}@example.com`)).code).toBe(200);
    proxy.sendTo('B');
    const refused = await askForCode(proxy, '127.0.0.7', `limit.b.${Date.now()}@example.com`);
    expect(refused).toMatchObject({ code: 429, desc: expect.stringMatching(/^Too many codes requested/) });
    // Another shopper's address is not held back, on either instance.
    expect((await askForCode(proxy, '127.0.0.8', `limit.c.${Date.now()}@example.com`)).code).toBe(200);
  });
});

/**
 * Several shop processes over one database (issue 21): with STORAGE=s3 a file one of
 * them keeps — a cover it drew, a design zip it made, a buyer's invoice, an operator's
 * replacement file — is served by another, built over the same database and bucket but
 * a data folder of its own (before, the other answered 404). The bucket is a real
 * S3-compatible server (moto on loopback). And a bucket that stops answering gets the
 * 503 a failing DATA_DIR gets, within seconds, and /api/health says which.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { openDatabase, type Database } from './db/client';
import { members, orderLines, orders } from './db/schema';
import type { HealthReport } from './routes/health';
import { loadConfig, parseFileStorage } from './config';
import { commandLine, createAudit } from './services/audit';
import { createOperators } from './services/operators';
import { fileStoreFor, type S3FileStore } from './services/s3Store';
import { startMoto, type TestS3 } from './testing/moto';
import { codeFromOutbox } from './testing/memberSuite';
import { seedTestCatalogue } from './testing/seeded';

let s3: TestS3;
let database: Database;
let bucket: string;
const dirs: string[] = [];
const stores: S3FileStore[] = [];
const apps: FastifyInstance[] = [];

/** The SDK's own credential variables, set for this file's shops as an operator sets them (moto takes any). */
const credentialVariables = { AWS_ACCESS_KEY_ID: 'moto-test', AWS_SECRET_ACCESS_KEY: 'moto-test' };
const credentialsBefore = Object.fromEntries(Object.keys(credentialVariables).map((name) => [name, process.env[name]]));

/** A shop process as `npm start` makes one with STORAGE=s3: its own data folder and its own client of the shared bucket. */
async function shop() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-shared-'));
  dirs.push(dataDir);
  const config = loadConfig({ DATA_DIR: dataDir, STORAGE: 's3', S3_BUCKET: bucket, S3_ENDPOINT: s3.endpoint });
  const files = fileStoreFor(config.fileStorage, config.dataDir);
  const app = await buildApp({ db: database.db, dataDir, files });
  apps.push(app);
  return { app, dataDir };
}

let first: Awaited<ReturnType<typeof shop>>;
let second: Awaited<ReturnType<typeof shop>>;

beforeAll(async () => {
  Object.assign(process.env, credentialVariables);
  s3 = await startMoto();
  bucket = await s3.bucket();
  database = await openDatabase({ dataDir: null, databaseUrl: null });
  await seedTestCatalogue(database.db, 20);
  first = await shop();
  second = await shop();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const files of stores) files.destroy();
  await database?.close();
  await s3?.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  for (const [name, value] of Object.entries(credentialsBefore))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
});

type Envelope<T> = { code: number; desc: string; data: T };

const post = async <T>(app: FastifyInstance, url: string, payload: object, token: string, remoteAddress = '10.9.0.1') =>
  (await app.inject({ method: 'POST', url, payload, headers: { 'access-token': token }, remoteAddress })).json<Envelope<T>>();

/** Signs a member up through `app` (the code is mailed to its own outbox) and answers their session token. */
async function signUp({ app, dataDir }: typeof first, email: string, remoteAddress: string) {
  const asked = await app.inject({ url: `/api/member/getEmailCode?email=${encodeURIComponent(email)}`, remoteAddress });
  expect(asked.json<Envelope<unknown>>().code).toBe(200);
  const code = await codeFromOutbox(path.join(dataDir, 'outbox'), email);
  const registered = await app.inject({
    method: 'POST',
    url: '/api/member/emailRegister',
    payload: { email, code, password: 'abc123' },
    remoteAddress,
  });
  expect(registered.json<Envelope<unknown>>().code).toBe(200);
  const login = await app.inject({
    method: 'POST',
    url: '/api/member/login',
    payload: { account: email, password: 'abc123', code: 'x', stamp: 1 },
    remoteAddress,
  });
  return login.json<Envelope<{ token: string }>>().data.token;
}

/** A paid order of `email` for one design, as a checkout leaves it. */
async function paidOrder(email: string, productId: number) {
  const [member] = await database.db.select({ id: members.id }).from(members).where(eq(members.email, email));
  const stamp = `${productId}-${Date.now().toString(36)}`;
  const [order] = await database.db
    .insert(orders)
    .values({ orderNo: `S${stamp}`, memberId: member!.id, status: 'Y', total: 20, idempotencyKey: stamp, paidAt: new Date() })
    .returning({ id: orders.id });
  const [line] = await database.db
    .insert(orderLines)
    .values({ orderId: order!.id, productId, imgType: 1, productNum: 1, amount: 20 })
    .returning({ id: orderLines.id });
  return { orderId: order!.id, lineId: line!.id };
}

/** Whatever a process wrote into its own data folder besides its outbox. */
const keptLocally = (dataDir: string) => fs.readdirSync(dataDir).filter((name) => name !== 'outbox');

describe('two shop processes over one database and one bucket', () => {
  let buyer = '';
  let token = '';
  beforeAll(async () => {
    buyer = `buyer.${Date.now().toString(36)}@example.com`;
    token = await signUp(first, buyer, '10.9.0.1');
  });

  it('a cover drawn by one is served by the other, with the same ETag', async () => {
    const drawn = await first.app.inject({ url: '/img/cover/1003.webp?w=300' });
    expect(drawn.statusCode).toBe(200);
    const served = await second.app.inject({ url: '/img/cover/1003.webp?w=300' });
    expect(served.statusCode).toBe(200);
    expect(served.headers.etag).toBe(drawn.headers.etag);
    expect(served.rawPayload.equals(drawn.rawPayload)).toBe(true);
    const revalidated = await second.app.inject({
      url: '/img/cover/1003.webp?w=300',
      headers: { 'if-none-match': String(drawn.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(await s3.store(bucket).size('img/cover/1003-320.webp')).toBe(drawn.rawPayload.length);
  });

  it('a design zip made on one download is what the other serves for the same signed link', async () => {
    const { lineId } = await paidOrder(buyer, 1004);
    const link = first.app.fileSigner.sign(1004, lineId);
    const made = await first.app.inject({ url: link });
    expect(made.statusCode).toBe(200);
    expect(made.headers['content-type']).toBe('application/zip');
    const served = await second.app.inject({ url: link });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-length']).toBe(String(made.rawPayload.length));
    expect(served.headers['content-disposition']).toBe('attachment; filename="PT-01004.zip"');
    expect(served.rawPayload.equals(made.rawPayload)).toBe(true);
  });

  it('an invoice issued by one is downloaded from the other', async () => {
    const { orderId } = await paidOrder(buyer, 1005);
    const details = {
      id: orderId,
      name: 'Ada Buyer',
      email: buyer,
      address: '1 Loom Street',
      city: 'Como',
      postCode: '22100',
      country: 'Italy',
      province: 'CO',
    };
    const issued = await post<string>(first.app, '/api/shop/getInvoice', details, token);
    expect(issued.data).toMatch(/^\/files\/invoices\/\d+-[0-9a-f]{32}\.pdf$/);
    const pdf = await second.app.inject({ url: issued.data });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${orderId}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Number(pdf.headers['content-length'])).toBe(pdf.rawPayload.length);
    // Asked again on the other process: the same invoice, not a second one.
    expect((await post<string>(second.app, '/api/shop/getInvoice', details, token)).data).toBe(issued.data);
  });

  it('a replacement file an operator attached through one is the buyer’s download from the other', async () => {
    const operator = `operator.${Date.now().toString(36)}@example.com`;
    const operatorToken = await signUp(first, operator, '10.9.0.2');
    await createOperators(database.db, { audit: createAudit(database.db) }).grant(operator, commandLine);
    const { lineId } = await paidOrder(buyer, 1006);
    const form = new FormData();
    form.append('lineId', String(lineId));
    form.append('file', new Blob(['corrected master, ünïcode name']), 'Motif fixé.tif');
    // Fastify's inject takes the bytes and boundary a browser would send.
    const request = new Request('http://shop/', { method: 'POST', body: form });
    const attached = await first.app.inject({
      method: 'POST',
      url: '/api/admin/orders/replaceFile',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')!, 'access-token': operatorToken },
      remoteAddress: '10.9.0.2',
    });
    expect(attached.json<Envelope<unknown>>()).toMatchObject({ code: 200, desc: 'Replacement attached' });

    const link = await post<string>(second.app, '/api/product/downUrl', { id: 1006 }, token);
    expect(link.data).toMatch(/^\/files\/replacements\/\d+\?expires=/);
    const download = await second.app.inject({ url: link.data });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('corrected master, ünïcode name');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="Motif fix_.tif"; filename*=UTF-8''Motif%20fix%C3%A9.tif`);
  });

  it('keeps none of these files in either process’s data folder', () => {
    expect(keptLocally(first.dataDir)).toEqual([]);
    expect(keptLocally(second.dataDir)).toEqual([]);
  });

  it('reports in /api/health that both the data folder and the bucket take a write', async () => {
    const health = (await second.app.inject({ url: '/api/health' })).json<Envelope<HealthReport>>();
    expect(health.code).toBe(200);
    expect(health.data.checks.storage).toMatchObject({ ok: true, desc: 'The data folder and the object storage (S3) are writable' });
  });
});

describe('a shop whose bucket stops answering', () => {
  it('answers a request that needs a file 503 with the storage’s words, within seconds, and health names the bucket', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-shared-'));
    dirs.push(dataDir);
    const down = await startMoto();
    const files = down.store(await down.bucket());
    stores.push(files);
    const app = await buildApp({ db: database.db, dataDir, files });
    apps.push(app);
    await down.stop();

    const started = performance.now();
    const cover = await app.inject({ url: '/img/cover/1007.webp?w=300' });
    const ms = performance.now() - started;
    expect(cover.statusCode).toBe(503);
    expect(cover.json()).toEqual({
      code: 503,
      desc: 'The shop’s storage is unavailable right now, so this could not be done. Please try again later.',
      data: { check: 'storage', fault: 'missing' },
    });
    expect(ms, 'no hang').toBeLessThan(10_000);

    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    const report = health.json<Envelope<HealthReport>>();
    expect(report.desc).toBe('Not healthy. Storage: The object storage (S3) is not reachable, or its bucket does not exist.');
    expect(report.data.checks.storage).toMatchObject({ ok: false, fault: 'missing' });
    expect(report.data.checks.database.ok).toBe(true);
  });
});

describe('STORAGE and the S3_ variables', () => {
  it('keep files in DATA_DIR unless told otherwise', () => {
    expect(parseFileStorage({})).toEqual({ kind: 'disk' });
    expect(parseFileStorage({ STORAGE: 'disk', S3_BUCKET: 'ignored' })).toEqual({ kind: 'disk' });
  });

  it('read a bucket, its prefix, region and addressing; an endpoint of its own is addressed by path unless told', () => {
    expect(parseFileStorage({ STORAGE: 's3', S3_BUCKET: 'shop-files', AWS_REGION: 'eu-west-2' })).toEqual({
      kind: 's3',
      bucket: 'shop-files',
      prefix: '',
      endpoint: undefined,
      region: 'eu-west-2',
      forcePathStyle: false,
    });
    expect(
      parseFileStorage({ STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000', S3_PREFIX: '/shop/', S3_REGION: 'auto' }),
    ).toMatchObject({ endpoint: 'http://minio:9000', prefix: 'shop', region: 'auto', forcePathStyle: true });
    expect(
      parseFileStorage({ STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'https://s3.example.com', S3_FORCE_PATH_STYLE: 'false' }),
    ).toMatchObject({
      forcePathStyle: false,
    });
  });

  it('refuse what cannot work with words that say what to set', () => {
    expect(() => parseFileStorage({ STORAGE: 'gcs' })).toThrow(
      "STORAGE must be 'disk' (files in DATA_DIR, the default) or 's3', got 'gcs'",
    );
    expect(() => parseFileStorage({ STORAGE: 's3' })).toThrow('STORAGE=s3 needs S3_BUCKET, the bucket the shop keeps its files in');
    expect(() => parseFileStorage({ STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(
      "S3_ENDPOINT must be an http(s):// URL, got 'minio:9000'",
    );
    expect(() => parseFileStorage({ STORAGE: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      "S3_FORCE_PATH_STYLE must be 'true' or 'false', got 'yes'",
    );
  });
});

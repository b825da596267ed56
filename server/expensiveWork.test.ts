/**
 * Expensive work an anonymous caller can ask for is bounded (issue 39, finding 7):
 * colourway covers are drawn once and a caller may have only so many new ones drawn;
 * image-search uploads are limited per address, refused before decoding when their
 * header claims too many pixels, and decoded one at a time with a short queue.
 * Observed the way a shopper would: the answers, their messages and their order.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app';
import { openDatabase, type Database } from './db/client';
import { seedCatalogue } from './seed/seed';
import { createWorkQueue, QueueFull } from './services/workQueue';

let database: Database;
let app: FastifyInstance;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-expensive-'));
const imageSearch = createWorkQueue({ concurrency: 1, waiting: 1 });

beforeAll(async () => {
  database = await openDatabase({ dataDir: null, databaseUrl: null });
  await seedCatalogue(database.db, { designs: 12 });
  app = await buildApp({
    db: database.db,
    dataDir,
    expensiveWork: {
      imageSearch,
      imageSearchPerAddress: { limit: 3, windowMs: 10 * 60_000 },
      newColourwaysPerAddress: { limit: 2, windowMs: 10 * 60_000 },
    },
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A promise and the hand that settles it. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('createWorkQueue', () => {
  it('runs at most `concurrency` jobs at once, the waiting ones in arrival order, and refuses beyond its queue', async () => {
    const queue = createWorkQueue({ concurrency: 1, waiting: 2 });
    const started: string[] = [];
    const gates = { a: deferred(), b: deferred(), c: deferred() };
    const job = (name: keyof typeof gates) => () => {
      started.push(name);
      return gates[name].promise.then(() => name);
    };
    const a = queue.run(job('a'));
    const b = queue.run(job('b'));
    const c = queue.run(job('c'));
    await expect(queue.run(job('a'))).rejects.toBeInstanceOf(QueueFull);
    expect(started).toEqual(['a']);
    expect([queue.running, queue.waiting]).toEqual([1, 2]);
    gates.a.resolve();
    await a;
    await vi.waitFor(() => expect(started).toEqual(['a', 'b']), { timeout: 600_000 });
    gates.c.resolve(); // c is done before its turn: it still waits for b
    expect(started).toEqual(['a', 'b']);
    gates.b.resolve();
    expect(await Promise.all([b, c])).toEqual(['b', 'c']);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('frees the place of a job that fails', async () => {
    const queue = createWorkQueue({ concurrency: 1, waiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('broken picture')))).rejects.toThrow('broken picture');
    expect(await queue.run(() => Promise.resolve('next'))).toBe('next');
  });
});

describe('colourway covers', () => {
  /** A valid colourway of design `id`: its palette with the first colour replaced. */
  async function colourwayOf(id: number, first: string) {
    const palette = (await app.catalogue.recolourPalette(id))!;
    return [first, ...palette.slice(1).map((hex) => hex.slice(1))].join(',');
  }
  const cover = (id: number, colourway: string, remoteAddress: string) =>
    app.inject({ url: `/img/cover/${id}.webp?w=320&cw=${encodeURIComponent(colourway)}`, remoteAddress });

  it('draws each colourway once: asking again, in any spelling, spends nothing of the limit', async () => {
    const one = await colourwayOf(1003, '2e6f40');
    const first = await cover(1003, one, '10.0.1.1');
    expect(first.statusCode).toBe(200);
    for (const spelling of [one, one, one.toUpperCase(), ` ${one} `]) {
      const again = await cover(1003, spelling, '10.0.1.1');
      expect(again.statusCode).toBe(200);
      expect(again.headers.etag).toBe(first.headers.etag);
    }
    // The limit is 2 new ones: five asks of the first spent one, so the second new
    // colourway is still drawn, and only the third is refused.
    expect((await cover(1003, await colourwayOf(1003, '6a4c93'), '10.0.1.1')).statusCode).toBe(200);
    expect((await cover(1003, await colourwayOf(1003, 'f4e9dc'), '10.0.1.1')).statusCode).toBe(429);
  });

  it('refuses the third new colourway from one address with 429 and when to retry, while another address is served', async () => {
    const ask = async (first: string, address: string) => cover(1004, await colourwayOf(1004, first), address);
    expect((await ask('112233', '10.0.1.2')).statusCode).toBe(200);
    expect((await ask('223344', '10.0.1.2')).statusCode).toBe(200);
    const refused = await ask('334455', '10.0.1.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toMatch(/^Too many new colourways drawn, please try again in \d+ (seconds|minutes)/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Covers already drawn and plain covers are still served to that address.
    expect((await ask('112233', '10.0.1.2')).statusCode).toBe(200);
    expect((await app.inject({ url: '/img/cover/1004.webp?w=320', remoteAddress: '10.0.1.2' })).statusCode).toBe(200);
    // Another shopper's new colourway is drawn.
    expect((await ask('334455', '10.0.1.3')).statusCode).toBe(200);
  });
});

describe('image search uploads', () => {
  let picture: Buffer;
  beforeAll(async () => {
    picture = await sharp((await app.inject({ url: '/img/cover/1007.webp?w=320' })).rawPayload)
      .jpeg()
      .toBuffer();
  });

  const upload = (bytes: Buffer, remoteAddress: string, type = 'image/jpeg') => {
    const boundary = 'expensiveworkboundary';
    return app
      .inject({
        method: 'POST',
        url: '/api/product/selectAlike',
        remoteAddress,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="look"\r\nContent-Type: ${type}\r\n\r\n`),
          bytes,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      })
      .then((response) => ({
        status: response.statusCode,
        headers: response.headers,
        body: response.json<{ code: number; desc: string }>(),
      }));
  };

  it('refuses the fourth upload from one address with 429 and when to retry, while another address is served', async () => {
    for (let i = 0; i < 3; i++) expect((await upload(picture, '10.0.2.1')).status).toBe(200);
    const refused = await upload(picture, '10.0.2.1');
    expect(refused.status).toBe(429);
    expect(refused.body.desc).toMatch(/^Too many image searches, please try again in \d+ (seconds|minutes)/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await upload(picture, '10.0.2.2')).status).toBe(200);
  });

  it('finds a design from a 36-megapixel copy of its cover, measured from a smaller working copy', async () => {
    const big = await sharp(picture).resize(6000, 6000).jpeg({ quality: 85 }).toBuffer();
    const found = await upload(big, '10.0.2.9');
    expect(found.status).toBe(200);
    expect((found.body as unknown as { data: { productId: number }[] }).data[0]!.productId).toBe(1007);
  });

  /** A PNG whose header claims width × height pixels over one tiny compressed row. */
  function claimedPng(width: number, height: number): Buffer {
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', zlib.deflateSync(Buffer.alloc(1 + width * 3))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }

  it('refuses a picture claiming too many pixels from its header, without waiting its turn to be decoded', async () => {
    // The one decoding place taken (as by another shopper's big picture): an upload that
    // needed decoding would wait for it.
    const busy = deferred();
    const held = imageSearch.run(() => busy.promise);
    const bomb = await upload(claimedPng(7000, 7000), '10.0.3.3', 'image/png');
    expect(bomb.status).toBe(413);
    expect(bomb.body.desc).toBe('The image is 7000 × 7000 pixels (49 megapixels); search by image takes up to 40 megapixels');
    busy.resolve();
    await held;
  });

  it('queues uploads one at a time, refuses beyond the queue with 503 and when to retry, and answers every queued one', async () => {
    // The one decoding place taken (as by another shopper's big picture).
    const busy = deferred();
    const held = imageSearch.run(() => busy.promise);
    const events: string[] = [];
    const queued = upload(picture, '10.0.3.1').then((answer) => {
      events.push('queued upload answered');
      return answer;
    });
    // Until the upload is decoded and queued: as long as the machine takes (the test's own limit is the net).
    await vi.waitFor(() => expect(imageSearch.waiting).toBe(1), { timeout: 600_000 });

    const turnedAway = await upload(picture, '10.0.3.2');
    expect(turnedAway.status).toBe(503);
    expect(turnedAway.body.desc).toBe('Search by image is busy with other pictures: please try again in a few seconds');
    expect(Number(turnedAway.headers['retry-after'])).toBeGreaterThan(0);
    expect(events).toEqual([]);

    events.push('place freed');
    busy.resolve();
    await held;
    expect((await queued).status).toBe(200);
    expect(events).toEqual(['place freed', 'queued upload answered']);
  });
});

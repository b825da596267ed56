/**
 * The cover warmer (issue 42 item 1) on the test catalogue, through the real app: what
 * it keeps is what the first screens ask for, it draws nothing twice, it waits for the
 * shopper, and it stops when asked.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BannerItem, BestSeller, ProductCard } from '../../src/api/types';
import { sortValues } from '../../src/domain/search';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { seedCatalogue } from '../seed/seed';
import {
  BEST_SELLER_WIDTHS,
  coverDesignOf,
  createCoverWarmer,
  HOME_COVER_WIDTHS,
  STORE_COLUMNS,
  storeCoverWidth,
  storeFirstPage,
  type CoverWarmerOptions,
} from './coverWarming';
import { createDiskStore, type FileStore } from './fileStore';
import { coverKeyOf } from './images';

const DESIGNS = 20;

describe('the cover warmer', () => {
  let database: Database;
  let app: FastifyInstance;
  let dataDir: string;
  /** Every key the file store was asked to keep, in order. */
  let puts: string[] = [];
  let files: FileStore;

  const api: CoverWarmerOptions['api'] = async <T>(method: 'GET' | 'POST', url: string, body?: unknown) => {
    const response = await app.inject({ method, url, ...(body === undefined ? {} : { payload: body as object }) });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: T }).data;
  };

  const warmer = (options: Partial<CoverWarmerOptions> = {}) =>
    createCoverWarmer({
      api,
      images: app.images,
      artOf: (productId) => app.catalogue.artOf(productId),
      categories: () => app.catalogue.typeTree(),
      inFlight: () => app.lifecycle.inFlight(),
      quietMs: 0,
      ...options,
    });

  /** What the first screens ask for, worked out from the pages' own answers. */
  async function expectedKeys() {
    const keys = new Set<string>();
    const home = await api<BannerItem[]>('GET', '/api/product/home');
    for (const banner of home) {
      const id = coverDesignOf(banner.imgUrl);
      if (id !== null) for (const width of HOME_COVER_WIDTHS) keys.add(coverKeyOf(id, width));
    }
    for (const seller of await api<BestSeller[]>('GET', '/api/product/bestSeller'))
      for (const width of BEST_SELLER_WIDTHS) keys.add(coverKeyOf(seller.productId, width));
    for (const sSorts of sortValues) {
      const page = await api<{ aaData: ProductCard[] }>('POST', '/api/product/selectPage', storeFirstPage(sSorts));
      for (const card of page.aaData)
        for (const column of STORE_COLUMNS) keys.add(coverKeyOf(card.productId, storeCoverWidth(card, column)));
    }
    return keys;
  }

  beforeAll(async () => {
    database = await openDatabase({ dataDir: null, databaseUrl: null });
    // Covers need no image signatures.
    await seedCatalogue(database.db, { designs: DESIGNS, signatures: 'later' });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-warm-'));
    const disk = createDiskStore(dataDir);
    files = {
      ...disk,
      put: async (key, bytes) => {
        puts.push(key);
        await disk.put(key, bytes);
      },
    };
    app = await buildApp({ db: database.db, dataDir, files });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops when asked, before drawing anything while the shop is busy', async () => {
    puts = [];
    // A request that never ends: the warmer waits for quiet that never comes.
    const waiting = warmer({ inFlight: () => 1 });
    const run = waiting.warm();
    await waiting.stop();
    expect(await run).toEqual({ drawn: 0, kept: 0, finished: false });
    expect(puts).toEqual([]);

    // Stopped after its first cover: that one is kept whole, nothing after it is drawn.
    const stopping = warmer({ onDrawn: () => void stopping.stop() });
    const report = await stopping.warm();
    expect(report).toMatchObject({ drawn: 1, finished: false });
    expect(puts).toHaveLength(1);
    expect(await files.size(puts[0]!)).toBeGreaterThan(0);
  });

  it('keeps the covers of the home page, the best sellers and the store’s first page in each order, each drawn once', async () => {
    puts = [];
    const expected = await expectedKeys();
    // Home, best sellers and at least two widths of the store.
    expect(expected.size).toBeGreaterThan(DESIGNS);
    const first = await warmer().warm();
    expect(first.finished).toBe(true);
    // The one the stopped warmer above kept is not drawn again.
    expect(first.drawn + first.kept).toBe(expected.size);
    expect(first.kept).toBe(1);
    for (const key of expected) expect({ key, kept: (await files.size(key)) !== null }).toEqual({ key, kept: true });
    // Each drawn once, and only what the first screens ask for.
    expect(new Set(puts).size).toBe(puts.length);
    expect(puts.filter((key) => !expected.has(key))).toEqual([]);
    // The home page's banner first: the order a shopper asks in.
    const home = await api<BannerItem[]>('GET', '/api/product/home');
    expect(coverDesignOf(home[0]!.imgUrl)).not.toBeNull();
    expect(puts.slice(0, 3).some((key) => key.startsWith(`img/cover/${coverDesignOf(home[0]!.imgUrl)}-`))).toBe(true);

    // Warm again (the next start): everything is kept, nothing is drawn.
    puts = [];
    expect(await warmer().warm()).toEqual({ drawn: 0, kept: expected.size, finished: true });
    expect(puts).toEqual([]);
  });

  it('draws nothing while a request runs, and serves the covers it kept', async () => {
    let busy = 1;
    const drawnWhileBusy: number[] = [];
    const polls: (() => void)[] = [];
    let drawn: () => void = () => {};
    const replaced = new Promise<void>((resolve) => (drawn = resolve));
    const waitingWarmer = warmer({
      onDrawn: () => drawn(),
      inFlight: () => {
        polls.shift()?.();
        return busy;
      },
      artOf: (productId) => {
        if (busy) drawnWhileBusy.push(productId);
        return app.catalogue.artOf(productId);
      },
    });
    // A cover no first screen shows, drafted by a shopper: the warmer replaces it.
    const card = (await api<{ aaData: ProductCard[] }>('POST', '/api/product/selectPage', storeFirstPage(''))).aaData[0]!;
    const draftUrl = `/img/cover/${card.productId}.webp?w=960`;
    const draft = await app.inject({ url: draftUrl });
    expect(draft.statusCode).toBe(200);
    puts = [];
    const run = waitingWarmer.start();
    // The warmer looks at the shop a few times while the request runs.
    await new Promise<void>((resolve) => polls.push(resolve));
    await new Promise<void>((resolve) => polls.push(resolve));
    expect(puts).toEqual([]);
    busy = 0;
    // The request is done: the draft is drawn again, fully encoded, and nothing else (all else is kept).
    await replaced;
    await waitingWarmer.stop();
    await run;
    expect(puts).toEqual([coverKeyOf(card.productId, 960)]);
    expect(drawnWhileBusy).toEqual([]);
    const full = await app.inject({ url: draftUrl });
    expect(full.statusCode).toBe(200);
    // Another file (a new ETag) of the same picture.
    expect(full.headers.etag).not.toBe(draft.headers.etag);
    const [a, b] = await Promise.all([draft, full].map((r) => sharp(r.rawPayload).metadata()));
    expect([b!.width, b!.height]).toEqual([a!.width, a!.height]);
  });
});

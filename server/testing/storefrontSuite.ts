import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { resetApiConfig } from '../../src/api/config';
import { endpointNames, endpoints, type EndpointName } from '../../src/api/endpoints';
import { answeredCalls } from '../../src/api/responses';
import { contractScenarios } from '../../src/api/contract.scenarios';
import { selectPageSchema } from '../../src/api/schemas';
import type { ProductDetail, ProductTypeGroup, SearchResult, WordGroup } from '../../src/api/types';
import { deltaE2000, hexToLab, paletteDistance, paletteHolds, snapToSearchGrid } from '../../src/domain/colour';
import { buildApp } from '../app';
import { coloursFromColumn } from '../services/palette';
import { rowsOf, type Database } from '../db/client';
import { copyToSearch, feedback, members, orderLines, orders, subscribers } from '../db/schema';
import { seedTestCatalogue } from './seeded';

/** How a test leg gets its database (PGlite in memory, or a throwaway PostgreSQL). */
export interface DatabaseLeg {
  name: string;
  open: () => Promise<Database>;
  teardown?: () => Promise<void> | void;
}

/**
 * The storefront server suite: the contract's storefront scenarios against the
 * listening server, then search, detail, feedback, images and the web app through
 * inject. Runs once per database leg.
 */
export function storefrontSuite(leg: DatabaseLeg) {
  describe(`storefront server on ${leg.name}`, () => {
    const DESIGNS = 400;
    let database: Database;
    let app: FastifyInstance;
    let baseUrl: string;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-server-'));
    const distDir = path.join(dataDir, 'dist');

    beforeAll(async () => {
      fs.mkdirSync(distDir);
      fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Pattern Marketplace</title><div id="root"></div>');
      database = await leg.open();
      await seedTestCatalogue(database.db, DESIGNS);
      app = await buildApp({ db: database.db, dataDir, distDir });
      baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    });

    afterAll(async () => {
      await app?.close();
      await database?.close();
      await leg.teardown?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const post = async <T>(url: string, payload: unknown) => {
      const response = await app.inject({ method: 'POST', url, payload: payload as object });
      return { status: response.statusCode, body: response.json<{ code: number; desc: string; data: T }>() };
    };

    describe('the server keeps the storefront contract (same scenarios as the MSW world)', () => {
      it.each(contractScenarios.filter((s) => s.scope === 'storefront'))('$name', async ({ run }) => {
        resetApiConfig();
        await run({ baseUrl, readEmailCode: async () => '' });
      });
    });

    describe('store search', () => {
      const search = (payload: object) => post<SearchResult>('/api/product/selectPage', { iDisplayLength: 100, ...payload });

      it('finds by keyword prefix over words, tags and serial', async () => {
        const { body } = await search({ strSearchKeyword: 'flor' });
        expect(body.data.iTotalRecords).toBeGreaterThan(0);
        expect(body.data.aaData.every((c) => /floral/i.test(c.tags + c.label))).toBe(true);
        const bySerial = await search({ strSearchKeyword: 'PT-01001' });
        expect(bySerial.body.data.aaData[0]?.imgSn).toBe('PT-01001');
      });

      it('pages through one order without gaps or repeats, keeping the total', async () => {
        for (const sSorts of ['', 'sort,desc', 'sort,asc']) {
          const whole = (await search({ sSorts, strSearchKeyword: 'a', iDisplayLength: 60 })).body.data;
          const first = (await search({ sSorts, strSearchKeyword: 'a', iDisplayLength: 30 })).body.data;
          const second = (await search({ sSorts, strSearchKeyword: 'a', iDisplayLength: 30, iDisplayStart: 30 })).body.data;
          expect([...first.aaData, ...second.aaData].map((c) => c.productId)).toEqual(whole.aaData.map((c) => c.productId));
          expect(second.iTotalRecords).toBe(whole.iTotalRecords);
        }
      });

      it('ORs words within a group and ANDs across groups', async () => {
        const tree = (await app.inject({ url: '/api/product/selectAllType' })).json<{ data: ProductTypeGroup[] }>().data;
        const style = tree.find((g) => g.name === 'Style') as WordGroup;
        const season = tree.find((g) => g.name === 'Season') as WordGroup;
        const [a, b] = style.data;
        const either = await search({ Style: [a!.id, b!.id] });
        expect(either.body.data.iTotalRecords).toBe(a!.productCount + b!.productCount);
        const both = await search({ Style: [a!.id], Season: [season.data[0]!.id] });
        expect(both.body.data.iTotalRecords).toBeLessThan(a!.productCount);
        expect(both.body.data.aaData.every((c) => c.styleStr === a!.word)).toBe(true);
      });

      it('filters by the shown price, and sorts old to new and new to old', async () => {
        const cheap = await search({ priceRange: '0,30' });
        expect(cheap.body.data.aaData.every((c) => (c.isBuyout ? c.priceOnce : c.price) <= 30)).toBe(true);
        const asc = await search({ sSorts: 'sort,asc', iDisplayLength: 3 });
        expect(asc.body.data.aaData.map((c) => c.productId)).toEqual([1001, 1002, 1003]);
        const desc = await search({ sSorts: 'sort,desc', iDisplayLength: 1 });
        expect(desc.body.data.aaData[0]?.productId).toBe(1000 + DESIGNS);
      });

      it('answers keyword and word searches from its in-memory index exactly as SQL does', async () => {
        expect(await app.catalogue.warmSearchIndex()).toBe(true);
        // Prefixes of real lexemes and serials, words of every group, every licence,
        // price ranges, the three orders, first, later and past-the-end pages.
        const lexemes = (
          await rowsOf<{ lexeme: string }>(
            database.db,
            sql`SELECT DISTINCT unnest(tsvector_to_array(search)) AS lexeme FROM design_search ORDER BY 1`,
          )
        ).map((r) => r.lexeme);
        const groups = new Map<string, number[]>();
        for (const w of await rowsOf<{ id: number; root_name: string }>(database.db, sql`SELECT id, root_name FROM words ORDER BY id`)) {
          groups.set(w.root_name, [...(groups.get(w.root_name) ?? []), Number(w.id)]);
        }
        const groupNames = [...groups.keys()];
        let seed = 7;
        const random = (n: number) => {
          seed = (seed * 1103515245 + 12345) % 2147483648;
          return seed % n;
        };
        const pick = <T>(list: T[]) => list[random(list.length)]!;
        const keyword = () => {
          const word = pick(lexemes);
          const prefix = word.slice(0, 1 + random(word.length));
          return random(3) === 0 ? `${prefix} ${pick(lexemes).slice(0, 3)}` : random(5) === 0 ? prefix.toUpperCase() : prefix;
        };
        let found = 0;
        let paged = 0;
        for (let i = 0; i < 120; i++) {
          const payload: Record<string, unknown> = {
            strSearchKeyword: i % 3 === 2 ? '' : keyword(),
            sSorts: pick(['', 'sort,desc', 'sort,asc']),
            iDisplayStart: pick([0, 0, 10, 40, 5000]),
            iDisplayLength: pick([10, 30, 100]),
            priceRange: pick(['', '', '10,60', '0,25', '40,200']),
            imgType: pick(['', '0', '3']),
            // Ground and accent colours of the artwork's palettes, one or two at a time.
            colours: pick(['', '', '', '1b1f3b', 'f4e9dc', '13315c,e8f1f2', 'f4acb7', 'e0c097,1b1f3b', '9caf88']),
          };
          for (let g = random(3) + (payload.strSearchKeyword || payload.colours ? 0 : 1); g > 0; g--) {
            const ids = groups.get(pick(groupNames))!;
            payload[pick(groupNames)] = [pick(ids), pick(ids)];
          }
          const query = selectPageSchema.parse(payload);
          const fromIndex = await app.catalogue.search(query, { useIndex: true });
          const fromSql = await app.catalogue.search(query, { useIndex: false });
          expect({ payload, total: fromIndex.iTotalRecords, ids: fromIndex.aaData.map((c) => c.productId) }).toEqual({
            payload,
            total: fromSql.iTotalRecords,
            ids: fromSql.aaData.map((c) => c.productId),
          });
          if (fromSql.iTotalRecords > 0) found++;
          if (query.iDisplayStart > 0 && fromSql.aaData.length > 0) paged++;
        }
        // The comparison saw real answers, not 120 empty ones.
        expect(found).toBeGreaterThan(40);
        expect(paged).toBeGreaterThan(5);
      });

      it('filters by colour: every design shown holds the picked colours, and no design left out does', async () => {
        const navy = '13315c';
        const all = (await search({ iDisplayLength: 100 })).body.data.iTotalRecords;
        const found = (await search({ colours: navy })).body.data;
        expect(found.iTotalRecords).toBeGreaterThan(5);
        expect(found.iTotalRecords).toBeLessThan(all / 2);
        // The rule, measured here on the design's own stored palette snapped to the search
        // grid (src/domain/colour.ts snapToSearchGrid), whichever path (index or SQL) answered.
        const holds = async (productId: number, picked: string[]) => {
          const [row] = await rowsOf<{ colours: number[] }>(database.db, sql`SELECT colours FROM designs WHERE id = ${productId}`);
          const palette = coloursFromColumn(row!.colours).map((c) => ({ ...snapToSearchGrid(c), share: c.share }));
          return paletteHolds(picked.map(hexToLab), palette);
        };
        for (const card of found.aaData.slice(0, 10)) expect(await holds(card.productId, [navy])).toBe(true);
        const shownIds = new Set(found.aaData.map((c) => c.productId));
        const leftOut = (await search({ iDisplayLength: 40 })).body.data.aaData.filter((c) => !shownIds.has(c.productId));
        for (const card of leftOut.slice(0, 10)) expect(await holds(card.productId, [navy])).toBe(false);
        // Two colours: both must be there; a keyword narrows the colour's designs further.
        const both = (await search({ colours: `${navy},e8f1f2` })).body.data;
        expect(both.iTotalRecords).toBeLessThan(found.iTotalRecords);
        for (const card of both.aaData.slice(0, 5)) expect(await holds(card.productId, [navy, 'e8f1f2'])).toBe(true);
      });

      it('refuses a malformed colour with 400 naming the field', async () => {
        const refused = await search({ colours: 'navy' });
        expect(refused.status).toBe(400);
        expect(refused.body.desc).toMatch(/colours must be up to three hex colours/);
      });

      it('sees a sale made by another server process on the next search', async () => {
        const other = await buildApp({ db: database.db, dataDir });
        try {
          expect(await app.catalogue.warmSearchIndex()).toBe(true);
          const [design] = await rowsOf<{ id: number; img_sn: string; word_ids: number[] }>(
            database.db,
            sql`SELECT id, img_sn, word_ids FROM designs WHERE NOT sold ORDER BY id LIMIT 1`,
          );
          const word = design!.word_ids[0]!;
          const byWord = async () => (await search({ Facet: [word] })).body.data.iTotalRecords;
          const bySerial = async () => (await search({ strSearchKeyword: design!.img_sn })).body.data.aaData.map((c) => c.productId);
          const tree = async () =>
            (await app.inject({ url: '/api/product/selectAllType' }))
              .json<{ data: ProductTypeGroup[] }>()
              .data.flatMap((g) => (Array.isArray(g.data) ? g.data : []))
              .find((w) => w.id === word)!.productCount;
          const before = { word: await byWord(), tree: await tree() };
          expect(await bySerial()).toContain(design!.id);

          await other.catalogue.removeFromSale(design!.id);

          expect(await bySerial()).not.toContain(design!.id);
          expect(await byWord()).toBe(before.word - 1);
          expect(await tree()).toBe(before.tree - 1);
          // Reloaded at the new version, the index answers the same.
          expect(await app.catalogue.warmSearchIndex()).toBe(true);
          expect(await bySerial()).not.toContain(design!.id);
          expect(await byWord()).toBe(before.word - 1);
          await other.catalogue.returnToSale(design!.id);
          expect(await bySerial()).toContain(design!.id);
        } finally {
          await other.close();
        }
      });

      it('catches up with designs changed elsewhere by reading only those, not the whole store', async () => {
        const other = await buildApp({ db: database.db, dataDir });
        const [gone, renamed] = await rowsOf<{ id: number; label: string; popularity: number }>(
          database.db,
          // Not the design the test above sold and returned: these two lie in the loaded index.
          sql`SELECT id, label, popularity FROM designs WHERE NOT sold ORDER BY id OFFSET 5 LIMIT 2`,
        );
        const rename = async (label: string, popularity: number) => {
          await database.db.execute(sql`UPDATE designs SET label = ${label}, popularity = ${popularity} WHERE id = ${renamed!.id}`);
          await database.db.execute(sql`DELETE FROM design_search WHERE id = ${renamed!.id}`);
          await database.db.execute(copyToSearch(sql`id = ${renamed!.id}`));
        };
        const ids = async (payload: Record<string, unknown>) => (await search(payload)).body.data.aaData.map((c) => c.productId);
        try {
          expect(await app.catalogue.warmSearchIndex()).toBe(true);
          const loaded = app.catalogue.searchIndexState()!;

          await other.catalogue.removeFromSale(gone!.id);
          await rename('Quokka meadow', 1_000_000);

          // The new name is found, the old one no longer, the sold design is gone, and
          // the most popular design now leads a keyword search that matches every design.
          expect(await ids({ strSearchKeyword: 'quokka' })).toEqual([renamed!.id]);
          expect(await ids({ strSearchKeyword: renamed!.label })).not.toContain(renamed!.id);
          expect(await ids({ strSearchKeyword: 'pt', iDisplayLength: 100 })).not.toContain(gone!.id);
          expect((await ids({ strSearchKeyword: 'pt', iDisplayLength: 3 }))[0]).toBe(renamed!.id);
          const caughtUp = app.catalogue.searchIndexState()!;
          expect(caughtUp.version).toBeGreaterThan(loaded.version);
          // Both hidden in the loaded rows, the renamed one's new row laid over them: not loaded anew.
          expect(caughtUp).toMatchObject({ size: loaded.size - 1, changedSinceLoad: loaded.changedSinceLoad + 3 });
          // …and answers as SQL does.
          for (const payload of [{ strSearchKeyword: 'pt', sSorts: 'sort,desc', iDisplayStart: 10 }, { strSearchKeyword: 'quok' }]) {
            const query = selectPageSchema.parse(payload);
            const fromIndex = await app.catalogue.search(query, { useIndex: true });
            const fromSql = await app.catalogue.search(query, { useIndex: false });
            expect(fromIndex.aaData.map((c) => c.productId)).toEqual(fromSql.aaData.map((c) => c.productId));
            expect(fromIndex.iTotalRecords).toBe(fromSql.iTotalRecords);
          }
        } finally {
          await rename(renamed!.label, renamed!.popularity);
          await other.catalogue.returnToSale(gone!.id);
          await other.close();
        }
        expect(await ids({ strSearchKeyword: 'quokka' })).toEqual([]);
      });

      it('refuses bad input with 400 and the field, never a stack trace', async () => {
        const { status, body } = await search({ iDisplayLength: 500 });
        expect(status).toBe(400);
        expect(body).toMatchObject({ code: 400, desc: 'iDisplayLength must be a number from 1 to 100', data: { field: 'iDisplayLength' } });
        const malformed = await app.inject({
          method: 'POST',
          url: '/api/product/selectPage',
          headers: { 'content-type': 'application/json' },
          payload: '{nope',
        });
        expect(malformed.statusCode).toBe(400);
        expect(malformed.json()).toEqual({ code: 400, desc: 'The request body could not be read' });
      });
    });

    describe('detail, home and best sellers', () => {
      it('answers a design’s detail, and 404 for an unknown one', async () => {
        const found = await post<{ imgSn: string; isBuy: number; cover: string }>('/api/product/selectById', { productId: 1010 });
        expect(found.body.data).toMatchObject({ imgSn: 'PT-01010', isBuy: 0, cover: '/img/cover/1010.webp' });
        // Its palette as measured from its artwork: colours most covering first, shares of the whole.
        const { palette } = (await post<ProductDetail>('/api/product/selectById', { productId: 1010 })).body.data;
        expect(palette!.count).toBeGreaterThanOrEqual(palette!.colours.length);
        expect(palette!.colours.length).toBeGreaterThan(1);
        expect(palette!.colours.map((c) => c.share)).toEqual([...palette!.colours.map((c) => c.share)].sort((a, b) => b - a));
        const covered = palette!.colours.reduce((sum, c) => sum + c.share, 0);
        expect(covered).toBeGreaterThan(0.9);
        expect(covered).toBeLessThanOrEqual(1.0001);
        for (const c of palette!.colours) expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
        const missing = await post('/api/product/selectById', { productId: 5 });
        expect(missing.status).toBe(404);
        expect(missing.body.code).toBe(404);
      });

      it('answers "More like this": up to 12 designs like it, led by its own motif, never itself', async () => {
        const productId = 1010;
        const motifOf = (label: string) => label.split(',')[0]!.split(' ').at(-1);
        const own = (await post<ProductDetail>('/api/product/selectById', { productId })).body.data;
        const like = await post<{ productId: number; label: string }[]>('/api/product/selectLike', { productId });
        expect(like.status).toBe(200);
        expect(like.body.data).toHaveLength(12);
        expect(like.body.data.map((c) => c.productId)).not.toContain(productId);
        const sameMotif = like.body.data.slice(0, 6).filter((c) => motifOf(c.label) === motifOf(own.label)).length;
        expect(sameMotif).toBeGreaterThanOrEqual(4);
        expect((await post('/api/product/selectLike', { productId: 5 })).status).toBe(404);
      });

      it('answers "More like this" by colours: designs in its colours, whatever their motif, nearest palette first', async () => {
        const productId = 1010;
        const paletteOf = async (id: number) =>
          (await post<ProductDetail>('/api/product/selectById', { productId: id })).body.data.palette!.colours.map((c) => ({
            ...hexToLab(c.hex),
            share: c.share,
          }));
        const own = await paletteOf(productId);
        const like = await post<{ productId: number; label: string }[]>('/api/product/selectLike', { productId, intent: 'colours' });
        expect(like.status).toBe(200);
        expect(like.body.data).toHaveLength(12);
        expect(like.body.data.map((c) => c.productId)).not.toContain(productId);
        // Each holds the design's main colour, and they come nearest palette first.
        const distances: number[] = [];
        for (const card of like.body.data) {
          const palette = await paletteOf(card.productId);
          expect(paletteHolds([own[0]!], palette)).toBe(true);
          distances.push(paletteDistance(own, palette));
        }
        // Measured on the detail's exact colours, the search's grid moves each a little: no more than 2 out of order.
        const outOfOrder = distances.filter((d, i) => i > 0 && d < distances[i - 1]! - 2).length;
        expect(outOfOrder).toBe(0);
        const motifs = new Set(like.body.data.map((c) => c.label.split(',')[0]!.split(' ').at(-1)));
        expect(motifs.size).toBeGreaterThan(1);
        const refused = await post('/api/product/selectLike', { productId, intent: 'shape' });
        expect(refused.status).toBe(400);
        expect(refused.body.desc).toMatch(/intent must be 'pattern' or 'colours'/);
      });

      it('lists banners of the spec’s groups and best sellers by popularity', async () => {
        const home = (await app.inject({ url: '/api/product/home' })).json<{ data: { groupId: number }[] }>();
        expect(home.data.map((b) => b.groupId)).toEqual([2, 6, 7]);
        const best = (await app.inject({ url: '/api/product/bestSeller' })).json<{ data: unknown[] }>();
        expect(best.data).toHaveLength(12);
      });
    });

    describe('feedback and newsletter', () => {
      it('stores feedback, and a newsletter address once', async () => {
        const before = (await database.db.select().from(feedback)).length;
        const sent = await post('/api/open/feedback', { email: 'ada@example.com', category: 2, type: 1, content: 'Order 12 is late' });
        expect(sent.body).toEqual({ code: 200, desc: 'Thank you for your feedback.' });
        expect(await database.db.select().from(feedback)).toHaveLength(before + 1);
        await post('/api/open/subscribe', { email: 'News@Example.com' });
        const again = await post('/api/open/subscribe', { email: 'news@example.com' });
        expect(again.body.desc).toBe('Subscription succeeded');
        const stored = await database.db.select().from(subscribers);
        expect(stored.filter((s) => s.email === 'news@example.com')).toHaveLength(1);
      });
    });

    describe('the seeded database', () => {
      it('has every index the migrations define after the bulk load', async () => {
        const rows = await rowsOf<{ indexname: string }>(
          database.db,
          sql`SELECT indexname FROM pg_indexes WHERE tablename IN ('designs', 'design_search') ORDER BY indexname`,
        );
        expect(rows.map((r) => r.indexname)).toEqual([
          'design_search_pkey',
          'design_search_price_idx',
          'design_search_recommend_idx',
          'design_search_search_idx',
          'design_search_sort_idx',
          'design_search_word_ids_idx',
          'designs_boundary_idx',
          'designs_content_hash_idx',
          'designs_features_idx',
          'designs_fingerprint_idx',
          'designs_img_sn_unique',
          'designs_local_features_serial_idx',
          'designs_pkey',
          'designs_repeat_idx',
          'designs_structure_idx',
        ]);
      });

      it('measures colour differences in SQL (the colour filter’s SQL path) as the shop’s code does', async () => {
        const colours = ['#1f3a5f', '#22395e', '#f3ecdc', '#b7410e', '#2e8b57', '#000000', '#ffffff', '#7f7f7f', '#00a699', '#5c7aea'];
        for (const x of colours) {
          for (const y of colours) {
            const [p, q] = [hexToLab(x), hexToLab(y)];
            const [row] = await rowsOf<{ d: number }>(
              database.db,
              sql`SELECT delta_e_2000(${p.l}, ${p.a}, ${p.b}, ${q.l}, ${q.a}, ${q.b}) AS d`,
            );
            expect(Number(row!.d)).toBeCloseTo(deltaE2000(p, q), 6);
          }
        }
      });

      it('keeps the search copy’s palettes on the colour grid, as the index snaps them, and the detail’s exact', async () => {
        const rows = await rowsOf<{ exact: number[]; snapped: number[] }>(
          database.db,
          sql`SELECT d.colours AS exact, s.colours AS snapped FROM designs d JOIN design_search s USING (id)
              WHERE d.colours IS NOT NULL ORDER BY d.id LIMIT 50`,
        );
        expect(rows).toHaveLength(50);
        let moved = 0;
        for (const { exact, snapped } of rows) {
          expect(snapped).toHaveLength(exact.length);
          for (let i = 0; i < exact.length; i += 4) {
            const grid = snapToSearchGrid({ l: exact[i]!, a: exact[i + 1]!, b: exact[i + 2]! });
            expect([snapped[i], snapped[i + 1], snapped[i + 2], snapped[i + 3]]).toEqual([grid.l, grid.a, grid.b, exact[i + 3]]);
            if (grid.l !== exact[i] || grid.a !== exact[i + 1] || grid.b !== exact[i + 2]) moved++;
          }
        }
        // Measured colours are not on the grid: the copy really is snapped, not the same column.
        expect(moved).toBeGreaterThan(100);
      });

      it('lists every design on sale in the search table, and nothing else', async () => {
        const [row] = await rowsOf<{ designs: number; searchable: number }>(
          database.db,
          sql`SELECT (SELECT count(*)::int FROM designs WHERE NOT sold) AS designs, (SELECT count(*)::int FROM design_search) AS searchable`,
        );
        expect(row).toEqual({ designs: DESIGNS, searchable: DESIGNS });
      });
    });

    describe('selling an exclusive', () => {
      it('takes it off the store: search, counts and the filter tree; its detail stays', async () => {
        const [exclusive] = await rowsOf<{ id: number; img_sn: string; word_ids: number[] }>(
          database.db,
          sql`SELECT id, img_sn, word_ids FROM designs WHERE is_buyout = 1 AND NOT sold ORDER BY id DESC LIMIT 1`,
        );
        const wordId = exclusive!.word_ids[0]!;
        const countOf = async () => {
          const tree = (await app.inject({ url: '/api/product/selectAllType' })).json<{ data: ProductTypeGroup[] }>().data;
          return tree.flatMap((g) => (Array.isArray(g.data) ? g.data : [])).find((w) => w.id === wordId)!.productCount;
        };
        const search = (payload: object) => post<SearchResult>('/api/product/selectPage', { iDisplayLength: 100, ...payload });
        // A facet search first, so its count is remembered: the sale must clear it.
        const byWord = async () => (await search({ Facet: [wordId] })).body.data.iTotalRecords;
        const before = { word: await countOf(), all: (await search({})).body.data.iTotalRecords, facet: await byWord() };
        expect(before.facet).toBe(before.word);
        expect((await search({ strSearchKeyword: exclusive!.img_sn })).body.data.aaData.map((c) => c.productId)).toContain(exclusive!.id);

        await app.catalogue.removeFromSale(exclusive!.id);

        expect((await search({ strSearchKeyword: exclusive!.img_sn })).body.data.aaData.map((c) => c.productId)).not.toContain(
          exclusive!.id,
        );
        expect(await countOf()).toBe(before.word - 1);
        expect((await search({})).body.data.iTotalRecords).toBe(before.all - 1);
        expect(await byWord()).toBe(before.facet - 1);
        const detail = await post<{ isSold: number }>('/api/product/selectById', { productId: exclusive!.id });
        expect(detail.body.data.isSold).toBe(1);
      });
    });

    describe('the API document', () => {
      it('is generated from the schemas and lists every call of the contract with its access', async () => {
        type Operation = {
          operationId?: string;
          tags?: string[];
          security?: unknown[];
          requestBody?: unknown;
          parameters?: { name: string }[];
        };
        const doc = (await app.inject({ url: '/api/docs' })).json<{ openapi: string; paths: Record<string, Record<string, Operation>> }>();
        expect(doc.openapi).toBe('3.1.0');
        const operations = Object.entries(doc.paths).flatMap(([url, byMethod]) =>
          Object.entries(byMethod).map(([method, operation]) => ({ url, method: method.toUpperCase(), ...operation })),
        );
        // Fastify serves the spec's '/api//personal/addFolder' at its single-slash twin.
        const single = (url: string) => url.replace(/\/{2,}/g, '/');
        // The contract's calls, plus the operational health report (outside the table, routes/health.ts).
        const contractCalls = operations.filter((o) => !o.tags?.includes('operations'));
        expect(contractCalls.map((o) => o.operationId).sort()).toEqual([...endpointNames].sort());
        expect(operations.filter((o) => o.tags?.includes('operations')).map((o) => `${o.method} ${o.url} ${o.operationId}`)).toEqual([
          'GET /api/health health',
        ]);
        for (const name of endpointNames) {
          const { method, path: url, access } = endpoints[name];
          const operation = operations.find((o) => o.operationId === name)!;
          expect({ url: single(operation.url), method: operation.method, tags: operation.tags }, name).toEqual({
            url: single(url),
            method,
            tags: [access],
          });
          expect(Boolean(operation.security), `${name} asks for the access token`).toBe(access !== 'public');
        }
        // Payloads come from the zod schemas: a body for POST, query parameters for GET.
        const selectPage = doc.paths['/api/product/selectPage']!.post! as {
          requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } };
        };
        expect(Object.keys(selectPage.requestBody.content['application/json'].schema.properties)).toEqual(
          expect.arrayContaining(['priceRange', 'sSorts', 'strSearchKeyword', 'iDisplayStart', 'iDisplayLength']),
        );
        expect(doc.paths['/api/member/getEmailCode']!.get!.parameters!.map((p) => p.name)).toContain('email');
        // Search by image answers from the designs measured so far in a new shop's first minutes: documented.
        expect((doc.paths['/api/product/selectAlike']!.post! as { description: string }).description).toContain(
          'measuring: { done, total }',
        );
        expect(Object.keys(doc.paths).every((url) => url.startsWith('/api/'))).toBe(true);
        // Answers come from their schemas too (src/api/responses.ts): the fields a client reads, and no others.
        type Answer = { responses: Record<string, { content?: { 'application/json': { schema: JsonObject } } }> };
        type JsonObject = { properties: Record<string, JsonObject>; additionalProperties?: boolean };
        const answerOf = (name: EndpointName) => {
          const { path: url, method } = endpoints[name];
          return (doc.paths[url]![method.toLowerCase()]! as unknown as Answer).responses['200']!.content?.['application/json'].schema;
        };
        for (const name of answeredCalls) expect(answerOf(name)?.additionalProperties, `${name} documents its answer`).toBe(false);
        expect(Object.keys(answerOf('selectPage')!.properties.data!.properties)).toEqual(['aaData', 'iTotalRecords']);
        expect(Object.keys(answerOf('selectAlike')!.properties)).toContain('measuring');
      });

      it('refuses a wrong-type field naming the field and its rule', async () => {
        const refusal = async (url: string, payload: unknown) => (await post<unknown>(url, payload)).body;
        expect(await refusal('/api/product/selectPage', { iDisplayLength: 'many' })).toMatchObject({
          code: 400,
          desc: 'iDisplayLength must be a number from 1 to 100',
          data: { field: 'iDisplayLength' },
        });
        expect(await refusal('/api/product/selectById', { productId: { id: 1 } })).toMatchObject({
          code: 400,
          desc: 'productId must be a number',
          data: { field: 'productId' },
        });
        expect(await refusal('/api/product/selectPage', { strSearchKeyword: 42 })).toMatchObject({
          code: 400,
          desc: 'strSearchKeyword must be text',
        });
        expect(await refusal('/api/open/subscribe', {})).toMatchObject({ code: 400, desc: 'email is required', data: { field: 'email' } });
        const query = await app.inject({ url: '/api/member/getEmailCode?email=' });
        expect(query.json()).toMatchObject({ code: 400, desc: 'Email format error', data: { field: 'email' } });
      });
    });

    describe('images and the web app', () => {
      it('renders a cover as WebP once, with long caching and an ETag', async () => {
        const first = await app.inject({ url: '/img/cover/1003.webp?w=300' });
        expect(first.statusCode).toBe(200);
        expect(first.headers['content-type']).toBe('image/webp');
        expect(first.headers['cache-control']).toContain('immutable');
        expect(first.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
        expect(fs.existsSync(path.join(dataDir, 'img/cover/1003-320.webp'))).toBe(true);
        const revalidated = await app.inject({
          url: '/img/cover/1003.webp?w=300',
          headers: { 'if-none-match': String(first.headers.etag) },
        });
        expect(revalidated.statusCode).toBe(304);
        expect((await app.inject({ url: '/img/cover/99.webp' })).statusCode).toBe(404);
      });

      /** A paid order line of one design, as a checkout leaves it (status 'P' for one not paid yet). */
      const orderLine = async (productId: number, status: 'Y' | 'P' = 'Y') => {
        const stamp = `${productId}-${status}-${Math.random().toString(36).slice(2)}`;
        const [member] = await database.db
          .insert(members)
          .values({ email: `buyer-${stamp}@example.com`, passwordHash: 'x', userName: 'Buyer', companyName: '' })
          .returning({ id: members.id });
        const [order] = await database.db
          .insert(orders)
          .values({ orderNo: `T${stamp}`, memberId: member!.id, status, total: 20, idempotencyKey: stamp })
          .returning({ id: orders.id });
        const [line] = await database.db
          .insert(orderLines)
          .values({ orderId: order!.id, productId, imgType: 1, productNum: 1, amount: 20 })
          .returning({ id: orderLines.id });
        return line!.id;
      };

      it('makes a design file on the first signed download and keeps it', async () => {
        const line = await orderLine(1004);
        const link = app.fileSigner.sign(1004, line);
        const first = await app.inject({ url: link });
        expect(first.statusCode).toBe(200);
        expect(first.headers['content-type']).toBe('application/zip');
        expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
        expect(first.headers['content-disposition']).toBe('attachment; filename="PT-01004.zip"');
        const entries = unzipSync(new Uint8Array(first.rawPayload));
        expect(Object.keys(entries).sort()).toEqual(['PT-01004-300dpi.png', 'PT-01004.svg', 'README.txt']);
        const [facts] = await rowsOf<{ img_width: number; img_height: number }>(
          database.db,
          sql`SELECT img_width, img_height FROM designs WHERE id = 1004`,
        );
        const raster = await sharp(Buffer.from(entries['PT-01004-300dpi.png']!)).metadata();
        expect(raster.density).toBe(300);
        expect(Math.max(raster.width, raster.height)).toBe(Math.min(3543, Math.max(facts!.img_width, facts!.img_height)));
        expect(raster.width / raster.height).toBeCloseTo(facts!.img_width / facts!.img_height, 2);
        const svg = strFromU8(entries['PT-01004.svg']!);
        expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${((facts!.img_width / 300) * 2.54).toFixed(2)}cm"`));

        const kept = path.join(dataDir, 'files/1004.zip');
        const madeAt = fs.statSync(kept).mtimeMs;
        const again = await app.inject({ url: app.fileSigner.sign(1004, line) });
        expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
        expect(fs.statSync(kept).mtimeMs).toBe(madeAt);
      });

      it('refuses a tampered, expired or foreign download link, and one of an unpaid or refunded line', async () => {
        const line = await orderLine(1005);
        const link = app.fileSigner.sign(1005, line);
        const tampered = link.replace(/sig=./, (m) => (m.endsWith('A') ? 'sig=B' : 'sig=A'));
        expect((await app.inject({ url: tampered })).statusCode).toBe(403);
        expect((await app.inject({ url: app.fileSigner.sign(1005, line, -1000) })).statusCode).toBe(403);
        // A link for one design does not open another, nor does a line of another design.
        expect((await app.inject({ url: link.replace('/files/1005.zip', '/files/1006.zip') })).statusCode).toBe(403);
        expect((await app.inject({ url: link.replace(`line=${line}`, `line=${line + 1}`) })).statusCode).toBe(403);
        expect((await app.inject({ url: app.fileSigner.sign(1006, line) })).statusCode).toBe(403);
        expect((await app.inject({ url: '/files/1005.zip' })).statusCode).toBe(403);
        expect((await app.inject({ url: app.fileSigner.sign(1005, await orderLine(1005, 'P')) })).statusCode).toBe(403);
        expect(fs.existsSync(path.join(dataDir, 'files/1005.zip'))).toBe(false);

        // A link handed out before a refund stops working at the refund, not when it expires.
        expect((await app.inject({ url: link })).statusCode).toBe(200);
        await database.db.update(orderLines).set({ refundedAt: new Date() }).where(eq(orderLines.id, line));
        const refused = await app.inject({ url: link });
        expect(refused.statusCode).toBe(403);
        expect(refused.body).toBe('This design was refunded: its files are no longer available');
      });

      it('serves the app on every route (history fallback) and a 404 envelope for unknown API calls', async () => {
        const page = await app.inject({ url: '/store?q=rose' });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('Pattern Marketplace');
        const api = await app.inject({ url: '/api/product/nothing' });
        expect(api.statusCode).toBe(404);
        expect(api.json()).toEqual({ code: 404, desc: 'No such call: GET /api/product/nothing' });
      });
    });
  });
}

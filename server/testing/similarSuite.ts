import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, ProductCard, ProductDetail } from '../../src/api/types';
import { hexToLab, paletteDistance, paletteHolds } from '../../src/domain/colour';
import { buildApp } from '../app';
import { UNBOUNDED_IMAGE_SEARCH } from '../expensiveWork';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client';
import {
  designs,
  meta,
  BOUNDARY_DIMS as SCHEMA_BOUNDARY_DIMS,
  FEATURE_DIMS as SCHEMA_DIMS,
  REPEAT_DIMS as SCHEMA_REPEAT_DIMS,
  STRUCTURE_DIMS as SCHEMA_STRUCTURE_DIMS,
} from '../db/schema';
import { patternSvg, type Motif, type PaletteName } from '../../src/patterns/artwork';
import { createRandom } from '../../src/patterns/random';
import { refreshTestSignatures, seedTestCatalogue } from './seeded';
import type { Art } from '../services/images';
import { BOUNDARY_DIMS, FEATURE_DIMS, signatureColumns, signatureOf, STRUCTURE_DIMS, uploadSignatureOf } from '../services/features';
import { createCatalogue, type Catalogue } from '../services/catalogue';
import { REPEAT_DIMS } from '../services/repeat';
import { signaturesAreCurrent } from '../services/imageSignatures';
import type { DatabaseLeg } from './storefrontSuite';

/**
 * Similar-image search, end to end: seeds a catalogue on each database leg, uploads
 * covers and edited copies, and measures recall. One file for both legs, so the recall
 * test computes each edited picture's signature once and asks every leg's index with it:
 * the signature is the same code whatever the database, and computing 350 of them twice
 * was a third of the unit suite's time. Uploads through the route are still made on
 * every leg (the exact covers, and every other test here).
 */
export function similarSuite(legs: DatabaseLeg[]) {
  const DESIGNS = 400;
  const PROBES = 50;
  // Limits that only catch a hang: the suite uploads hundreds of pictures and computes
  // their signatures and corners, and with the story files running beside it on 2 cores
  // (unit files yield to them) the recall test took 586 s of its former 600 s limit in a
  // fresh clone's CI, and over 600 s once. A busy machine makes it slower, not red.
  const HEAVY = 1_800_000;

  interface OpenLeg {
    leg: DatabaseLeg;
    database: Database;
    app: FastifyInstance;
    baseUrl: string;
    catalogue: Catalogue;
    dataDir: string;
  }
  const open: OpenLeg[] = [];

  beforeAll(async () => {
    for (const leg of legs) {
      const database = await leg.open();
      await seedTestCatalogue(database.db, DESIGNS);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-alike-'));
      // Hundreds of searches from one address, one after another: what is measured here is
      // how well search finds, not the bounds on it (server/expensiveWork.test.ts).
      const app = await buildApp({ db: database.db, dataDir, expensiveWork: UNBOUNDED_IMAGE_SEARCH });
      const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
      open.push({ leg, database, app, baseUrl, dataDir, catalogue: createCatalogue(database.db, { imageBaseUrl: '' }) });
    }
  }, HEAVY);

  afterAll(async () => {
    for (const { leg, app, database, dataDir } of open) {
      await app.close();
      await database.close();
      await leg.teardown?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, HEAVY);

  async function searchAlike({ baseUrl }: OpenLeg, bytes: Buffer, type = 'image/jpeg', intent?: string) {
    const form = new FormData();
    if (intent) form.append('intent', intent);
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'upload');
    const response = await fetch(`${baseUrl}/api/product/selectAlike`, { method: 'POST', body: form });
    return { status: response.status, body: (await response.json()) as Envelope<ProductCard[]> };
  }

  const cover = async ({ baseUrl }: OpenLeg, productId: number) =>
    Buffer.from(await (await fetch(`${baseUrl}/img/cover/${productId}.webp?w=640`)).arrayBuffer());

  /** What buyers do to an image they found: crop it, shrink it, save it as JPEG, shift colours. */
  const variants: Record<string, (image: Buffer) => Promise<Buffer>> = {
    cropped: (image) => sharp(image).extract({ left: 96, top: 96, width: 448, height: 448 }).toBuffer(),
    resized: (image) => sharp(image).resize(200, 200).png().toBuffer(),
    jpeg: (image) => sharp(image).jpeg({ quality: 50 }).toBuffer(),
    recoloured: (image) => sharp(image).modulate({ hue: 8, saturation: 1.08, brightness: 1.03 }).toBuffer(),
    // Colour gone or washed out: only where light and dark sit is left (the structure index).
    greyscale: (image) => sharp(image).greyscale().toColourspace('srgb').jpeg({ quality: 80 }).toBuffer(),
    faded: (image) => sharp(image).modulate({ saturation: 0.35 }).linear(0.6, 70).jpeg({ quality: 80 }).toBuffer(),
  };

  /** A 1×1 PNG whose header claims 30000×30000 pixels (a decompression bomb). */
  async function bombPng(): Promise<Buffer> {
    const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    png.writeUInt32BE(30000, 16);
    png.writeUInt32BE(30000, 20);
    let crc = 0xffffffff;
    for (const byte of png.subarray(12, 29)) {
      crc ^= byte;
      for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
    }
    png.writeUInt32BE((crc ^ 0xffffffff) >>> 0, 29);
    return png;
  }

  describe(`similar-image search on ${legs.map((leg) => leg.name).join(' and ')}`, () => {
    it('uses vectors of the length the schema stores', () => {
      expect(FEATURE_DIMS).toBe(SCHEMA_DIMS);
      expect(STRUCTURE_DIMS).toBe(SCHEMA_STRUCTURE_DIMS);
      expect(REPEAT_DIMS).toBe(SCHEMA_REPEAT_DIMS);
      expect(BOUNDARY_DIMS).toBe(SCHEMA_BOUNDARY_DIMS);
    });

    it(
      `finds a catalogue cover first, and edited copies in the top 10 (over ${PROBES} designs)`,
      async () => {
        // A stride of 7 visits every motif (designs cycle through 10) and many palettes.
        const stride = 7;
        const zero = () => ({ exact: 0, ...Object.fromEntries(Object.keys(variants).map((k) => [k, 0])) }) as Record<string, number>;
        const hits = open.map(zero);
        for (let i = 0; i < PROBES; i++) {
          const productId = 1001 + i * stride;
          // The same seed on every leg: the same covers.
          const original = await cover(open[0]!, productId);
          // Through the upload route on the first leg; the others get the same signature
          // straight to their index (the route's work is the same on every leg, and each
          // leg's route is tested below), which saves half of this test's cover uploads.
          const exact = await searchAlike(open[0]!, original, 'image/webp');
          expect(exact.status).toBe(200);
          expect(exact.body.data).toHaveLength(100);
          if (exact.body.data![0]!.productId === productId) hits[0]!.exact! += 1;
          if (open.length > 1) {
            const signature = await uploadSignatureOf(original, { corners: false });
            for (const [k, leg] of open.entries())
              if (k > 0 && (await leg.catalogue.similar(signature))[0]?.productId === productId) hits[k]!.exact! += 1;
          }
          for (const [name, edit] of Object.entries(variants)) {
            // What the upload route does with the picture: its signature, then each index.
            // Not its corners: this catalogue's are never measured (the server measures
            // them in the background, main.ts), so they would change no rank here, and
            // finding them took about 24 s of this test's CPU. The corners' own recall is
            // measured where they are (cornerIndex.test.ts, exactCopies.test.ts, bench:alike).
            const signature = await uploadSignatureOf(await edit(original), { corners: false });
            for (const [k, leg] of open.entries()) {
              const found = await leg.catalogue.similar(signature);
              if (found.slice(0, 10).some((c) => c.productId === productId)) hits[k]![name]! += 1;
            }
          }
        }
        for (const [k, { leg }] of open.entries()) {
          const recall = Object.fromEntries(Object.entries(hits[k]!).map(([name, n]) => [name, n / PROBES]));
          console.log(`similar-image recall on ${leg.name}`, recall);
          expect(recall.exact, `exact on ${leg.name}`).toBe(1);
          for (const name of Object.keys(variants)) expect(recall[name], `${name} recall@10 on ${leg.name}`).toBeGreaterThanOrEqual(0.9);
        }
      },
      HEAVY,
    );
  });

  for (const [k, leg] of legs.entries()) {
    // Read when a test runs, after beforeAll has opened the leg.
    const at = () => open[k]!;
    describe(`similar-image search on ${leg.name}`, () => {
      it('finds designs in the same colours for "same colours": the picture’s own design first, then others sharing its colours', async () => {
        const paletteOf = async (productId: number) =>
          (await at().app.inject({ method: 'POST', url: '/api/product/selectById', payload: { productId } }))
            .json<Envelope<ProductDetail>>()
            .data!.palette!.colours.map((c) => ({ ...hexToLab(c.hex), share: c.share }));
        let ownFirst = 0;
        for (const productId of [1003, 1017, 1052, 1101, 1240]) {
          const found = await searchAlike(
            at(),
            await sharp(await cover(at(), productId))
              .jpeg({ quality: 80 })
              .toBuffer(),
            'image/jpeg',
            'colours',
          );
          expect(found.status).toBe(200);
          const ids = found.body.data!.map((c) => c.productId);
          expect(ids.length).toBeGreaterThan(10);
          if (ids[0] === productId) ownFirst++;
          expect(ids.slice(0, 10)).toContain(productId);
          // Its neighbours hold its main colour, and look closer in colour than the hundredth.
          const own = await paletteOf(productId);
          for (const id of ids.slice(0, 5))
            expect(paletteHolds([own[0]!], await paletteOf(id)), `design ${id} for ${productId}`).toBe(true);
          expect(paletteDistance(own, await paletteOf(ids[1]!))).toBeLessThan(paletteDistance(own, await paletteOf(ids.at(-1)!)));
        }
        expect(ownFirst).toBeGreaterThanOrEqual(4);
      });

      it(
        'tells each of the closest look-alike pairs apart: an uploaded cover comes first, not its twin',
        async () => {
          // The pairs whose colour-and-texture vectors are nearest: same motif and palette,
          // other placement or scale. Only the print can tell which one was uploaded.
          const twins = await rowsOf<{ id: number; twin: number }>(
            at().database.db,
            sql`SELECT a.id, nearest.id AS twin FROM designs a
              CROSS JOIN LATERAL (SELECT b.id, b.features <-> a.features AS d FROM designs b WHERE b.id <> a.id ORDER BY b.features <-> a.features LIMIT 1) nearest
              ORDER BY nearest.d LIMIT 10`,
          );
          expect(twins).toHaveLength(10);
          for (const { id, twin } of twins) {
            const found = await searchAlike(at(), await cover(at(), id), 'image/webp');
            expect(found.body.data![0]!.productId, `cover of ${id} (twin ${twin})`).toBe(id);
          }
        },
        HEAVY,
      );

      it(
        'tells a cover from a planted twin of the same colours and texture, shifted',
        async () => {
          // Each twin is its original's artwork moved by a fraction of its repeat, drawn as
          // covers are: colour histogram and edge orientations are the same, only where
          // things sit differs.
          const shiftedCover = (art: Art) => {
            const svg = patternSvg(art.motif as Motif, art.palette as PaletteName, createRandom(art.artSeed), 240);
            return sharp(Buffer.from(svg.replace('patternTransform="', 'patternTransform="translate(11 7) ')), {
              density: (72 * 640) / 240,
            })
              .resize(640, 640)
              .webp({ quality: 82 })
              .toBuffer();
          };
          const { shownPrice: _generated, ...columns } = getTableColumns(designs);
          for (const productId of [1003, 1016, 1027, 1038, 1049, 1060]) {
            const original = await cover(at(), productId);
            const [row] = await at().database.db.select(columns).from(designs).where(eq(designs.id, productId));
            const twinImage = await shiftedCover(row!);
            const twin = await signatureOf(twinImage);
            await at()
              .database.db.insert(designs)
              .values({
                ...row!,
                id: productId + 900_000,
                imgSn: `TWIN-${productId}`,
                ...signatureColumns(twin),
              });
            try {
              expect((await searchAlike(at(), original, 'image/webp')).body.data![0]!.productId, `cover of ${productId}`).toBe(productId);
              expect((await searchAlike(at(), twinImage, 'image/webp')).body.data![0]!.productId, `twin of ${productId}`).toBe(
                productId + 900_000,
              );
            } finally {
              await at()
                .database.db.delete(designs)
                .where(eq(designs.id, productId + 900_000));
            }
          }
        },
        HEAVY,
      );

      it(
        'brings signatures of another version up to date, once, and search still finds covers',
        async () => {
          await at().database.db.update(designs).set({ print: null, structure: null, repeat: null, boundary: null, boundaryMap: null });
          await at().database.db.update(meta).set({ value: '1' }).where(eq(meta.key, 'imageSignature'));
          expect(await signaturesAreCurrent(at().database.db)).toBe(false);
          expect(await refreshTestSignatures(at().database.db)).toBe(DESIGNS);
          expect(await signaturesAreCurrent(at().database.db)).toBe(true);
          expect(await refreshTestSignatures(at().database.db)).toBe(0);
          const [{ missing } = { missing: -1 }] = await rowsOf<{ missing: number }>(
            at().database.db,
            sql`SELECT count(*)::int AS missing FROM designs WHERE print IS NULL OR structure IS NULL OR repeat IS NULL OR boundary IS NULL OR boundary_map IS NULL`,
          );
          expect(missing).toBe(0);
          const found = await searchAlike(at(), await cover(at(), 1002), 'image/webp');
          expect(found.body.data![0]!.productId).toBe(1002);
        },
        HEAVY,
      );

      it(
        'refuses what is not an image, a file over 10 MB, and a decompression bomb, and stays up',
        async () => {
          const text = await searchAlike(at(), Buffer.from('hello, not an image'), 'text/plain');
          expect(text.status).toBe(400);
          expect(text.body.desc).toMatch(/not an image/);
          const huge = await searchAlike(at(), Buffer.alloc(10 * 1024 * 1024 + 1, 1));
          expect(huge.status).toBe(413);
          const bomb = await searchAlike(at(), await bombPng(), 'image/png');
          expect(bomb.status).toBe(400);
          const svg = await searchAlike(
            at(),
            Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
            'image/svg+xml',
          );
          expect(svg.status).toBe(400);
          const stillUp = await searchAlike(at(), await cover(at(), 1001), 'image/webp');
          expect(stillUp.status).toBe(200);
        },
        HEAVY,
      );
    });
  }
}

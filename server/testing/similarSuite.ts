import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, ProductCard } from '../../src/api/types';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { FEATURE_DIMS as SCHEMA_DIMS } from '../db/schema';
import { seedCatalogue } from '../seed/seed';
import { FEATURE_DIMS } from '../services/features';
import type { DatabaseLeg } from './storefrontSuite';

/**
 * Similar-image search, end to end: seeds a catalogue, uploads covers and edited
 * copies, and measures recall. Runs once per database leg.
 */
export function similarSuite(leg: DatabaseLeg) {
  const DESIGNS = 400;
  const PROBES = 50;
  let database: Database;
  let app: FastifyInstance;
  let baseUrl: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-alike-'));

  beforeAll(async () => {
    database = await leg.open();
    await seedCatalogue(database.db, { designs: DESIGNS });
    app = await buildApp({ db: database.db, dataDir });
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await leg.teardown?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function searchAlike(bytes: Buffer, type = 'image/jpeg') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'upload');
    const response = await fetch(`${baseUrl}/api/product/selectAlike`, { method: 'POST', body: form });
    return { status: response.status, body: (await response.json()) as Envelope<ProductCard[]> };
  }

  const cover = async (productId: number) => Buffer.from(await (await fetch(`${baseUrl}/img/cover/${productId}.webp?w=640`)).arrayBuffer());

  /** What buyers do to an image they found: crop it, shrink it, save it as JPEG, shift colours. */
  const variants: Record<string, (image: Buffer) => Promise<Buffer>> = {
    cropped: (image) => sharp(image).extract({ left: 96, top: 96, width: 448, height: 448 }).toBuffer(),
    resized: (image) => sharp(image).resize(200, 200).png().toBuffer(),
    jpeg: (image) => sharp(image).jpeg({ quality: 50 }).toBuffer(),
    recoloured: (image) => sharp(image).modulate({ hue: 8, saturation: 1.08, brightness: 1.03 }).toBuffer(),
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

  describe(`similar-image search on ${leg.name}`, () => {
    it('uses vectors of the length the schema stores', () => {
      expect(FEATURE_DIMS).toBe(SCHEMA_DIMS);
    });

    it(`finds a catalogue cover first, and edited copies in the top 10 (over ${PROBES} designs)`, async () => {
      const stride = Math.floor(DESIGNS / PROBES);
      const hits: Record<string, number> = { exact: 0, ...Object.fromEntries(Object.keys(variants).map((k) => [k, 0])) };
      for (let i = 0; i < PROBES; i++) {
        const productId = 1001 + i * stride;
        const original = await cover(productId);
        const exact = await searchAlike(original, 'image/webp');
        expect(exact.status).toBe(200);
        expect(exact.body.data).toHaveLength(100);
        if (exact.body.data![0]!.productId === productId) hits.exact! += 1;
        for (const [name, edit] of Object.entries(variants)) {
          const found = await searchAlike(await edit(original));
          if (found.body.data!.slice(0, 10).some((c) => c.productId === productId)) hits[name]! += 1;
        }
      }
      const recall = Object.fromEntries(Object.entries(hits).map(([k, v]) => [k, v / PROBES]));
      console.log('similar-image recall', recall);
      expect(recall.exact).toBe(1);
      for (const name of Object.keys(variants)) expect(recall[name], `${name} recall@10`).toBeGreaterThanOrEqual(0.9);
    }, 120_000);

    it('refuses what is not an image, a file over 10 MB, and a decompression bomb, and stays up', async () => {
      const text = await searchAlike(Buffer.from('hello, not an image'), 'text/plain');
      expect(text.status).toBe(400);
      expect(text.body.desc).toMatch(/not an image/);
      const huge = await searchAlike(Buffer.alloc(10 * 1024 * 1024 + 1, 1));
      expect(huge.status).toBe(413);
      const bomb = await searchAlike(await bombPng(), 'image/png');
      expect(bomb.status).toBe(400);
      const svg = await searchAlike(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'image/svg+xml');
      expect(svg.status).toBe(400);
      const stillUp = await searchAlike(await cover(1001), 'image/webp');
      expect(stillUp.status).toBe(200);
    }, 60_000);
  });
}

/**
 * Upload abuse against the listening server, all at once: decompression bombs, files
 * over 10 MB, text and vector files posing as pictures, truncated and empty files,
 * several files in one request. Each is refused with a clear desc, the shop keeps
 * answering other shoppers meanwhile, and afterwards a real picture still finds its
 * design.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { seedCatalogue } from '../seed/seed';

let database: Database;
let app: FastifyInstance;
let baseUrl: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-uploads-'));

beforeAll(async () => {
  database = await openDatabase({ dataDir: null, databaseUrl: null });
  await seedCatalogue(database.db, { designs: 40 });
  app = await buildApp({ db: database.db, dataDir });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
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
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1 + width * 3 > 65536 ? 65536 : 1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const upload = (files: { bytes: Buffer; type: string; name: string }[]) => {
  const form = new FormData();
  for (const file of files) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return fetch(`${baseUrl}/api/product/selectAlike`, { method: 'POST', body: form }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as { code: number; desc: string },
  }));
};

describe('upload abuse', () => {
  it('refuses every abusive upload with a clear desc while other shoppers are served, and stays up', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a33' } })
      .jpeg()
      .toBuffer();
    const abuse = [
      ...Array.from({ length: 6 }, () => ({ bytes: claimedPng(60_000, 60_000), type: 'image/png', name: 'bomb.png' })),
      ...Array.from({ length: 3 }, () => ({ bytes: Buffer.alloc(11 * 1024 * 1024, 7), type: 'image/jpeg', name: 'huge.jpg' })),
      { bytes: Buffer.from('just some text, not a picture'), type: 'image/png', name: 'text.png' },
      {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        type: 'image/svg+xml',
        name: 'x.svg',
      },
      { bytes: jpeg.subarray(0, jpeg.length / 3), type: 'image/jpeg', name: 'truncated.jpg' },
      { bytes: Buffer.alloc(0), type: 'image/jpeg', name: 'empty.jpg' },
    ];
    const browsing = Array.from({ length: 10 }, () => fetch(`${baseUrl}/api/product/selectAllType`).then((r) => r.status));
    const [answers, served, twoFiles] = await Promise.all([
      Promise.all(abuse.map((file) => upload([file]))),
      Promise.all(browsing),
      upload([
        { bytes: jpeg, type: 'image/jpeg', name: 'a.jpg' },
        { bytes: jpeg, type: 'image/jpeg', name: 'b.jpg' },
      ]),
    ]);
    answers.forEach((answer, i) => {
      expect([400, 413], abuse[i]!.name).toContain(answer.status);
      expect(answer.body.code, abuse[i]!.name).toBe(answer.status);
      expect(answer.body.desc.length, abuse[i]!.name).toBeGreaterThan(10);
    });
    expect(answers.slice(6, 9).map((a) => a.body.desc)).toEqual(Array(3).fill('The image is larger than 10 MB'));
    expect(served).toEqual(Array(10).fill(200));
    expect(twoFiles.status).toBeLessThan(500);

    // Still up and still right: a catalogue cover finds its design.
    const cover = await fetch(`${baseUrl}/img/cover/1007.webp?w=640`).then(async (r) => Buffer.from(await r.arrayBuffer()));
    const found = await upload([{ bytes: await sharp(cover).jpeg().toBuffer(), type: 'image/jpeg', name: 'cover.jpg' }]);
    expect(found.status).toBe(200);
    expect((found.body as unknown as { data: { productId: number }[] }).data[0]!.productId).toBe(1007);
  });
});

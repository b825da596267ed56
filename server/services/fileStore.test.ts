/**
 * The file store's contract (ADR 009), held by both stores: the disk under a scratch
 * DATA_DIR, and S3 against a real S3-compatible server (moto, started here on loopback).
 * Then what only a bucket can do wrong: not answer, or not exist — a storage fault
 * with the same words a failing DATA_DIR gets, within seconds, never a hang.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/startShop';
import { startMoto, type TestS3 } from '../testing/moto';
import { createDiskStore, type FileStore } from './fileStore';
import { createS3Store, PART_BYTES } from './s3Store';
import { createStorage, ObjectStoreError, storageDescs, StorageError } from './storage';

let s3: TestS3;
const scratch: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-files-'));
  scratch.push(dir);
  return dir;
};

beforeAll(async () => {
  s3 = await startMoto();
});

afterAll(async () => {
  await s3?.stop();
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
};

/** A stream of `bytes` in uneven pieces, as an upload arrives. */
const arriving = (bytes: Buffer) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 700_001) yield bytes.subarray(at, at + 700_001);
    })(),
  );

const stores: { name: string; make: () => Promise<FileStore> }[] = [
  { name: 'disk', make: async () => createDiskStore(tempDir()) },
  { name: 'S3 (moto)', make: async () => s3.store(await s3.bucket()) },
];

describe.each(stores)('the $name file store', ({ make }) => {
  let files: FileStore;
  beforeAll(async () => {
    files = await make();
  });

  it('keeps a file and gives it back whole, as bytes and as a stream with its size; nothing kept is null', async () => {
    const cover = randomBytes(30_000);
    await files.put('img/cover/1003-320.webp', cover);
    expect((await files.get('img/cover/1003-320.webp'))!.equals(cover)).toBe(true);
    expect(await files.size('img/cover/1003-320.webp')).toBe(cover.length);
    const opened = (await files.open('img/cover/1003-320.webp'))!;
    expect(opened.size).toBe(cover.length);
    expect((await text(opened.body)).equals(cover)).toBe(true);

    expect(await files.get('img/cover/9999-320.webp')).toBeNull();
    expect(await files.open('img/cover/9999-320.webp')).toBeNull();
    expect(await files.size('img/cover/9999-320.webp')).toBeNull();
    expect(await files.size('img/cover'), 'a folder is not a file').toBeNull();
  });

  it('replaces a file kept at the same key', async () => {
    await files.put('invoices/7-a.pdf', 'first');
    await files.put('invoices/7-a.pdf', 'second, longer');
    expect((await files.get('invoices/7-a.pdf'))!.toString()).toBe('second, longer');
  });

  it('streams in a file larger than one upload part and answers its size', async () => {
    const master = randomBytes(PART_BYTES + 1_500_000);
    expect(await files.putStream('replacements/5-ab/master.tif', arriving(master))).toBe(master.length);
    expect((await files.get('replacements/5-ab/master.tif'))!.equals(master)).toBe(true);
    expect(await files.size('replacements/5-ab/master.tif')).toBe(master.length);
  });

  it('keeps nothing of an upload that fails midway', async () => {
    const cut = Readable.from(
      (async function* () {
        yield randomBytes(PART_BYTES);
        yield randomBytes(1000);
        throw new Error('the operator’s connection dropped');
      })(),
    );
    await expect(files.putStream('replacements/6-cd/broken.psd', cut)).rejects.toThrow(/connection dropped/);
    expect(await files.size('replacements/6-cd/broken.psd')).toBeNull();
    expect(await files.get('replacements/6-cd/broken.psd')).toBeNull();
  });

  it('moves a finished local file in, and the local one is gone', async () => {
    const local = path.join(tempDir(), 'prepared.zip');
    const zip = randomBytes(50_000);
    fs.writeFileSync(local, zip);
    await files.moveIn('files/1042.zip', local);
    expect(fs.existsSync(local)).toBe(false);
    expect((await files.get('files/1042.zip'))!.equals(zip)).toBe(true);
  });

  it('refuses a key that would leave its place (an uploaded file’s name ends up in one)', async () => {
    for (const key of ['../outside', 'files/../../etc/passwd', '/absolute', 'files//1.zip', 'files\\1.zip', ''])
      await expect(files.put(key, 'x'), key).rejects.toThrow(/Not a file key/);
    await expect(files.get('../outside')).rejects.toThrow(/Not a file key/);
  });
});

describe('the disk store of a DATA_DIR removed under a running shop', () => {
  // Writes from the background (the cover warmer) made the folder again, and the shop
  // took it for one replaced rather than removed: it must stay gone for the shop to see it.
  it('never makes the folder again: a write fails with ENOENT and nothing is there', async () => {
    const root = tempDir();
    const files = createDiskStore(root);
    await files.put('img/cover/1-320.webp', Buffer.from('kept'));
    fs.rmSync(root, { recursive: true, force: true });
    await expect(files.put('img/cover/2-320.webp', Buffer.from('later'))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(files.putStream('downloads/3.zip', arriving(Buffer.from('later')))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(fs.existsSync(root)).toBe(false);
  });
});

describe('an S3 bucket', () => {
  it('kept under a prefix: two shops sharing a bucket do not see each other’s files', async () => {
    const bucket = await s3.bucket();
    const one = s3.store(bucket, 'shop-one');
    const two = s3.store(bucket, 'shop-two/');
    await one.put('files/1.zip', 'one');
    expect(await two.get('files/1.zip')).toBeNull();
    expect((await s3.store(bucket).get('shop-one/files/1.zip'))!.toString()).toBe('one');
    expect((await one.get('files/1.zip'))!.toString()).toBe('one');
  });

  it('not answering: every call fails within seconds as the storage fault "missing", and health says so', async () => {
    // A loopback port nobody listens on: refused at once, as a stopped S3 server is.
    const down = createS3Store({
      bucket: 'any',
      prefix: '',
      endpoint: `http://127.0.0.1:${await freePort()}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    });
    try {
      const started = performance.now();
      const failure = await down.get('img/cover/1-320.webp').catch((error: unknown) => error);
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(failure).toBeInstanceOf(ObjectStoreError);
      expect(failure).toMatchObject({ fault: 'missing' });
      for (const call of [() => down.put('a/b', 'x'), () => down.size('a/b'), () => down.open('a/b')])
        await expect(call()).rejects.toMatchObject({ fault: 'missing' });

      const storage = createStorage({ dataDir: tempDir(), files: down });
      // The error handler's question: the 503 then carries the words a failing DATA_DIR gets.
      expect(await storage.classify(failure)).toBe('missing');
      expect(new StorageError('missing').desc).toBe(storageDescs.missing);
      const report = await storage.probe(2000);
      expect(report).toMatchObject({
        ok: false,
        fault: 'missing',
        desc: 'The object storage (S3) is not reachable, or its bucket does not exist',
      });
      expect(report.ms).toBeLessThan(2500);
    } finally {
      down.destroy();
    }
  });

  it('without its bucket: the storage fault "missing"; with it, health says both the folder and the bucket take a write', async () => {
    const noBucket = s3.store('no-such-bucket');
    await expect(noBucket.put('files/1.zip', 'x')).rejects.toMatchObject({ fault: 'missing' });
    expect(await createStorage({ dataDir: tempDir(), files: noBucket }).probe(2000)).toMatchObject({ ok: false, fault: 'missing' });

    const bucket = await s3.bucket();
    const files = s3.store(bucket);
    expect(await createStorage({ dataDir: tempDir(), files }).probe(2000)).toMatchObject({
      ok: true,
      desc: 'The data folder and the object storage (S3) are writable',
    });
    // The probe leaves nothing behind in the bucket.
    const listed = await fetch(`${s3.endpoint}/${bucket}?list-type=2`).then((response) => response.text());
    expect(listed).not.toContain('<Key>');
  });
});

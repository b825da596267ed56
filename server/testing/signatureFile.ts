/**
 * The seeded catalogue's signatures, measured once for a whole test run instead of once
 * per Vitest worker (issue 42: "signatures computed once for the whole run").
 *
 * Every suite seeds the first N generated designs (seeded.ts), and each design's
 * signature costs about 65 ms of CPU. A worker keeps the ones it measured, but three
 * unit workers each seeding the 400-design catalogue measured it three times over, on
 * the same two cores the story files need. The unit project's global set-up
 * (signatures.globalSetup.ts) measures them once, on two threads, before any file
 * starts, and writes them here; every worker reads them when it first seeds.
 *
 * The file's name is a fingerprint of everything a signature depends on: the code that
 * draws the artwork and measures it, and the installed packages (sharp's libvips). Change
 * any of it and the next run measures afresh, so a test never sees a signature the code
 * would not compute now. An imported design's artwork is not generated, so it is never here.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { generateDesigns } from '../../src/patterns/catalogue';
import type { ImageSignature } from '../services/features';
import { signaturesWithCache, type SignatureCache } from '../services/imageSignatures';
import { createUploadSignatures } from '../services/uploadSignatures';

/** The largest catalogue a suite seeds (storefrontSuite.ts, similarSuite.ts). */
export const SHARED_DESIGNS = 400;

const root = path.resolve(import.meta.dirname, '../..');
const cacheDir = path.join(root, 'node_modules/.cache/test-signatures');

/** Where a signature's inputs are: the artwork's drawing, the measuring, and the packages that do both. */
const fingerprintSources = () => [
  ...['src/patterns', 'src/domain', 'server/services']
    .flatMap((dir) => fs.readdirSync(path.join(root, dir)).map((name) => path.join(dir, name)))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort(),
  'package-lock.json',
];

function signatureFilePath(): string {
  const hash = crypto.createHash('sha256');
  for (const file of fingerprintSources())
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  return path.join(cacheDir, `${hash.digest('hex').slice(0, 16)}.json`);
}

interface StoredSignature extends Omit<ImageSignature, 'print' | 'boundaryMap'> {
  key: string;
  print: string;
  boundaryMap: string;
}

/** The signatures measured for this run, by artwork; an empty cache when there are none (the workers then measure their own). */
export function readSignatureFile(): SignatureCache {
  try {
    const stored = JSON.parse(fs.readFileSync(signatureFilePath(), 'utf8')) as StoredSignature[];
    return new Map(
      stored.map(({ key, print, boundaryMap, ...rest }) => [
        key,
        { ...rest, print: Buffer.from(print, 'base64'), boundaryMap: Buffer.from(boundaryMap, 'base64') },
      ]),
    );
  } catch {
    return new Map();
  }
}

/**
 * Measures the shared catalogue's signatures on two threads and writes them, unless a
 * file for this code is there already. Written under another name and renamed, so a
 * reader never sees half a file. Returns how many were measured (0 when the file was there).
 */
export async function ensureSignatureFile(): Promise<number> {
  const file = signatureFilePath();
  if (fs.existsSync(file)) return 0;
  // The seed's own cache fills it, keyed as the workers will look signatures up.
  const measured: SignatureCache = new Map();
  const threads = createUploadSignatures();
  try {
    await signaturesWithCache(generateDesigns(SHARED_DESIGNS), undefined, measured, threads.artworkSignature);
  } finally {
    await threads.close();
  }
  const stored: StoredSignature[] = [...measured].map(([key, signature]) => ({
    ...signature,
    key,
    print: signature.print.toString('base64'),
    boundaryMap: signature.boundaryMap.toString('base64'),
  }));
  fs.mkdirSync(cacheDir, { recursive: true });
  // Older fingerprints are of code that is gone. Another run's half-written file is left
  // to it: two runs may share one checkout (vite.config.ts).
  for (const old of fs.readdirSync(cacheDir))
    if (old.endsWith('.json') && path.join(cacheDir, old) !== file) fs.rmSync(path.join(cacheDir, old), { force: true });
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, JSON.stringify(stored));
  fs.renameSync(partial, file);
  return stored.length;
}

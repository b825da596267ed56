/**
 * Short-lived signed file URLs (docs/architecture.md: downloads through short-lived signed URLs).
 * A URL names one design file and an expiry, signed with HMAC-SHA256; anyone holding
 * it may fetch the file until it expires, so the download needs no token header and
 * works in a plain <a download> or a fetch with progress.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { meta } from '../db/schema';

/** How long a download link works. */
export const FILE_URL_TTL_MS = 10 * 60 * 1000;

/**
 * The signing secret: FILE_URL_SECRET when set (several servers behind one balancer
 * must share it), else one generated on first use and kept in the database, so links
 * survive a restart.
 */
export async function fileUrlSecret(db: Db, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  const [row] = await db.select().from(meta).where(eq(meta.key, 'file_url_secret'));
  if (row) return row.value;
  const secret = randomBytes(32).toString('base64url');
  await db.insert(meta).values({ key: 'file_url_secret', value: secret }).onConflictDoNothing();
  // Another process may have won the race: read back what is stored.
  const [stored] = await db.select().from(meta).where(eq(meta.key, 'file_url_secret'));
  return stored!.value;
}

export function createUrlSigner(secret: string, now: () => number = Date.now) {
  /** `resource` names the file: a design's zip for one order line, or 'line-<id>' for a line's replacement file. */
  const signature = (resource: string, expires: number) =>
    createHmac('sha256', secret).update(`file:${resource}:${expires}`).digest('base64url');

  function verifyResource(resource: string, expires: number, sig: string): boolean {
    if (!Number.isSafeInteger(expires) || expires < now()) return false;
    const expected = Buffer.from(signature(resource, expires));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  return {
    /**
     * A path to the design's zip that works for `ttlMs`, for one paid order line: the
     * download checks that line again (a refund ends the link at once).
     */
    sign(productId: number, lineId: number, ttlMs = FILE_URL_TTL_MS): string {
      const expires = now() + ttlMs;
      return `/files/${productId}.zip?line=${lineId}&expires=${expires}&sig=${signature(`design-${productId}-line-${lineId}`, expires)}`;
    },
    /** A path to the replacement file an operator attached to an order line. */
    signReplacement(lineId: number, ttlMs = FILE_URL_TTL_MS): string {
      const expires = now() + ttlMs;
      return `/files/replacements/${lineId}?expires=${expires}&sig=${signature(`line-${lineId}`, expires)}`;
    },
    /** True when the signature matches and the link has not expired. */
    verify: (productId: number, lineId: number, expires: number, sig: string) =>
      verifyResource(`design-${productId}-line-${lineId}`, expires, sig),
    verifyReplacement: (lineId: number, expires: number, sig: string) => verifyResource(`line-${lineId}`, expires, sig),
  };
}

export type UrlSigner = ReturnType<typeof createUrlSigner>;

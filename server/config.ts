/**
 * Configuration, only from environment variables (each documented in the README).
 */
import net from 'node:net';
import path from 'node:path';
import { DEFAULT_REQUEST_DEADLINE_MS } from './deadline';
import { DEFAULT_HOLD_MINUTES } from '../src/domain/checkout';
import { EXPENSIVE_WORK_DEFAULTS } from './expensiveWork';

/**
 * Which proxies in front of the shop are believed about the shopper's address
 * (X-Forwarded-For), as Fastify's `trustProxy` takes it: false (none: the socket's
 * address is the shopper's), a number of proxy hops, or the proxies' addresses and
 * networks. `true` believes every hop, for a shop no one can reach but through its proxy.
 */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's names for the private ranges, accepted beside addresses and CIDRs. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const trustProxyRule =
  "TRUST_PROXY must be a number of proxy hops, 'true', or the proxies' addresses (e.g. 127.0.0.1,10.0.0.0/8 or loopback)";

/** TRUST_PROXY: unset or '' trusts no proxy. */
export function parseTrustProxy(text: string | undefined): TrustProxy {
  const value = (text ?? '').trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 0 && hops <= 10) return hops;
    throw new Error(`${trustProxyRule}, got '${text}' (hops from 1 to 10)`);
  }
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = net.isIP(address);
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!RANGE_NAMES.has(entry) && (family === 0 || !validBits || rest.length > 0))
      throw new Error(`${trustProxyRule}, got '${text}' ('${entry}' is none of these)`);
  }
  return entries;
}

/**
 * Where the shop keeps its files (covers, imported artwork, design zips, invoices,
 * replacement files; ADR 009): DATA_DIR by default, or an S3-compatible bucket, which
 * several shop processes over one PostgreSQL share.
 */
export type FileStorage =
  { kind: 'disk' } | { kind: 's3'; bucket: string; prefix: string; endpoint: string | undefined; region: string; forcePathStyle: boolean };

const yesNo = (name: string, text: string | undefined, otherwise: boolean) => {
  const value = (text ?? '').trim().toLowerCase();
  if (value === '') return otherwise;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`${name} must be 'true' or 'false', got '${text}'`);
};

/** STORAGE (disk, s3) and, for s3, S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_PREFIX, S3_FORCE_PATH_STYLE. */
export function parseFileStorage(env: NodeJS.ProcessEnv): FileStorage {
  const kind = (env.STORAGE ?? '').trim() || 'disk';
  if (kind === 'disk') return { kind };
  if (kind !== 's3') throw new Error(`STORAGE must be 'disk' (files in DATA_DIR, the default) or 's3', got '${env.STORAGE}'`);
  const bucket = (env.S3_BUCKET ?? '').trim();
  if (!bucket) throw new Error('STORAGE=s3 needs S3_BUCKET, the bucket the shop keeps its files in');
  const endpoint = (env.S3_ENDPOINT ?? '').trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s):// URL, got '${env.S3_ENDPOINT}'`);
  return {
    kind,
    bucket,
    prefix: (env.S3_PREFIX ?? '').trim().replace(/^\/+|\/+$/g, ''),
    endpoint,
    // The SDK's own variables first, as every AWS tool reads them.
    region: (env.S3_REGION || env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1').trim(),
    // S3-compatible servers (MinIO, Ceph, moto) mostly serve buckets as paths, AWS as host names.
    forcePathStyle: yesNo('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, endpoint !== undefined),
  };
}

/**
 * Who takes the payments (docs/adr/010-payments.md): the built-in test gateway (the
 * default; no real card is charged) or Stripe with the shop's keys.
 */
export type Payments =
  | { provider: 'test' }
  | { provider: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string; apiBase: string | undefined };

/** PAYMENTS (test, stripe) and, for stripe, STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE. */
export function parsePayments(env: NodeJS.ProcessEnv): Payments {
  const provider = (env.PAYMENTS ?? '').trim() || 'test';
  if (provider === 'test') return { provider };
  if (provider !== 'stripe')
    throw new Error(`PAYMENTS must be 'test' (the built-in test gateway, the default) or 'stripe', got '${env.PAYMENTS}'`);
  const needed = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'].filter((name) => !(env[name] ?? '').trim());
  if (needed.length)
    throw new Error(`PAYMENTS=stripe needs ${needed.join(', ')} (the Dashboard's API keys and the webhook endpoint's signing secret)`);
  const apiBase = (env.STRIPE_API_BASE ?? '').trim() || undefined;
  if (apiBase && !/^https?:\/\/[^/]/.test(apiBase))
    throw new Error(`STRIPE_API_BASE must be an http(s):// URL, got '${env.STRIPE_API_BASE}'`);
  return {
    provider,
    secretKey: env.STRIPE_SECRET_KEY!.trim(),
    publishableKey: env.STRIPE_PUBLISHABLE_KEY!.trim(),
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!.trim(),
    apiBase,
  };
}

export interface ServerConfig {
  port: number;
  host: string;
  /** Where the embedded database, the outbox and (by default) the kept files live. */
  dataDir: string;
  /** Where covers, design files, invoices and replacement files are kept (STORAGE). */
  fileStorage: FileStorage;
  /** A postgres:// URL switches from the embedded PGlite to PostgreSQL. */
  databaseUrl: string | null;
  /** Prefix of image URLs when covers come from a separate image host. */
  imageBaseUrl: string;
  /** Designs the first start seeds. */
  seedDesigns: number;
  /** The built web app served at /. */
  distDir: string;
  /** The server build of the first screen (ADR 007); null renders every page in the browser only. */
  serverBuildDir: string | null;
  logLevel: string;
  /** Signs download links; when unset one is generated and kept in the database. */
  fileUrlSecret: string | undefined;
  /** Where mail is written when no SMTP server is configured. */
  mailOutbox: string;
  /** smtp(s)://user:pass@host:port — send real mail instead of writing the outbox. */
  smtpUrl: string | null;
  /** The From: of every message. */
  mailFrom: string | undefined;
  /** Pinterest API v5 base URL. */
  pinterestApiBase: string;
  /** Members (by email) who may share folders to Pinterest. */
  pinterestAdmins: string[];
  /** The shop's Pinterest access token (its business account's boards). */
  pinterestAccessToken: string | undefined;
  /** Who takes the payments (PAYMENTS). */
  payments: Payments;
  /** How long a SIGTERM/SIGINT lets in-flight requests finish before the process exits anyway. */
  shutdownGraceMs: number;
  /** The proxies believed about the shopper's address (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** How long a request may hold the database before it is answered 503 and stopped (REQUEST_DEADLINE_MS). */
  requestDeadlineMs: number;
  /** How long a started payment holds its exclusives off sale (HOLD_MINUTES). */
  holdMinutes: number;
  /** Image searches at once, waiting, and the least time between two (IMAGE_SEARCH_CONCURRENCY, _QUEUE, _INTERVAL_MS; expensiveWork.ts). */
  imageSearchQueue: { concurrency: number; waiting: number; intervalMs: number };
}

/** A whole number from `min` in `env[name]`, or `fallback` when unset. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number from ${min}, got '${text}'`);
  return value;
}

const root = path.resolve(import.meta.dirname, '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  const seedDesigns = Number(env.SEED_DESIGNS ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got '${env.PORT}'`);
  if (!Number.isInteger(seedDesigns) || seedDesigns < 1)
    throw new Error(`SEED_DESIGNS must be a positive whole number, got '${env.SEED_DESIGNS}'`);
  const shutdownGraceMs = Number(env.SHUTDOWN_GRACE_MS ?? 10_000);
  if (!Number.isInteger(shutdownGraceMs) || shutdownGraceMs < 0)
    throw new Error(`SHUTDOWN_GRACE_MS must be a whole number of milliseconds, got '${env.SHUTDOWN_GRACE_MS}'`);
  const requestDeadlineMs = Number(env.REQUEST_DEADLINE_MS ?? DEFAULT_REQUEST_DEADLINE_MS);
  if (!Number.isInteger(requestDeadlineMs) || requestDeadlineMs < 1)
    throw new Error(`REQUEST_DEADLINE_MS must be a positive whole number of milliseconds, got '${env.REQUEST_DEADLINE_MS}'`);
  const holdMinutes = Number(env.HOLD_MINUTES ?? DEFAULT_HOLD_MINUTES);
  if (!Number.isInteger(holdMinutes) || holdMinutes < 1 || holdMinutes > 24 * 60)
    throw new Error(`HOLD_MINUTES must be a whole number of minutes from 1 to 1440, got '${env.HOLD_MINUTES}'`);
  const dataDir = path.resolve(root, env.DATA_DIR ?? 'data');
  return {
    holdMinutes,
    requestDeadlineMs,
    port,
    host: env.HOST ?? '0.0.0.0',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    dataDir,
    fileStorage: parseFileStorage(env),
    databaseUrl: env.DATABASE_URL || null,
    imageBaseUrl: (env.IMAGE_BASE_URL ?? '').replace(/\/$/, ''),
    seedDesigns,
    distDir: path.resolve(root, env.DIST_DIR ?? 'dist'),
    serverBuildDir: env.FIRST_SCREEN === 'off' ? null : path.resolve(root, env.SERVER_BUILD_DIR ?? 'dist-server'),
    logLevel: env.LOG_LEVEL ?? 'info',
    fileUrlSecret: env.FILE_URL_SECRET || undefined,
    mailOutbox: env.MAIL_OUTBOX ? path.resolve(root, env.MAIL_OUTBOX) : path.join(dataDir, 'outbox'),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || undefined,
    pinterestApiBase: env.PINTEREST_API_BASE || 'https://api.pinterest.com',
    pinterestAccessToken: env.PINTEREST_ACCESS_TOKEN || undefined,
    payments: parsePayments(env),
    pinterestAdmins: (env.PINTEREST_ADMINS ?? '')
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean),
    shutdownGraceMs,
    imageSearchQueue: {
      concurrency: wholeNumber(env, 'IMAGE_SEARCH_CONCURRENCY', EXPENSIVE_WORK_DEFAULTS.imageSearchQueue.concurrency, 1),
      waiting: wholeNumber(env, 'IMAGE_SEARCH_QUEUE', EXPENSIVE_WORK_DEFAULTS.imageSearchQueue.waiting, 0),
      intervalMs: wholeNumber(env, 'IMAGE_SEARCH_INTERVAL_MS', EXPENSIVE_WORK_DEFAULTS.imageSearchQueue.intervalMs, 0),
    },
  };
}

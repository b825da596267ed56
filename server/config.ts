/**
 * Configuration, only from environment variables (each documented in the README).
 */
import net from 'node:net';
import path from 'node:path';

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

export interface ServerConfig {
  port: number;
  host: string;
  /** Where the embedded database, rendered images and the outbox live. */
  dataDir: string;
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
  /** How long a SIGTERM/SIGINT lets in-flight requests finish before the process exits anyway. */
  shutdownGraceMs: number;
  /** The proxies believed about the shopper's address (TRUST_PROXY). */
  trustProxy: TrustProxy;
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
  const dataDir = path.resolve(root, env.DATA_DIR ?? 'data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    dataDir,
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
    pinterestAdmins: (env.PINTEREST_ADMINS ?? '')
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean),
    shutdownGraceMs,
  };
}

/**
 * Configuration, only from environment variables (each documented in the README).
 */
import path from 'node:path';

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

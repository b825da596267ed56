/**
 * GET /api/health: whether this server process can do its work, for a load balancer,
 * a supervisor or an operator. 200 when the database answers and the storage takes a
 * write, 503 otherwise (or while the process is stopping), in the API's envelope with
 * every check's details in `data.checks`:
 *  - database: `select 1` within 2 s;
 *  - storage: a small file written and deleted in DATA_DIR within 2 s, and an object in
 *    the bucket when the shop keeps its files in one (STORAGE=s3, ADR 009);
 *  - searchIndex, imageSignatures: whether the in-memory store search and the search
 *    by image are ready (and how many designs' corners are still to measure) —
 *    informational: the shop answers meanwhile (searches in SQL, image search with its
 *    'getting ready' answer), so they do not make it a 503.
 * It is not a call of the web app's contract table (src/api/endpoints.ts): it is served
 * outside it like /api/docs, and documented in the OpenAPI document (openapi.ts).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { HEALTH_PATH, type Lifecycle } from '../lifecycle';
import type { Catalogue } from '../services/catalogue';
import type { ImageSearchReadiness } from '../services/imageSignatures';
import { reasonOf, stoppedDatabase, TimeoutError, withTimeout, type Storage, type StorageFault } from '../services/storage';

/** How long a check may take before it counts as failing. */
export const HEALTH_CHECK_TIMEOUT_MS = 2000;

export interface HealthCheck {
  ok: boolean;
  desc: string;
  ms?: number;
  fault?: StorageFault;
  [detail: string]: unknown;
}

export interface HealthReport {
  ok: boolean;
  checks: { database: HealthCheck; storage: HealthCheck; searchIndex: HealthCheck; imageSignatures: HealthCheck };
  /** Requests running besides this one. */
  requestsInFlight: number;
  /** Set while the process is stopping: why ('SIGTERM', 'SIGINT', 'storage-lost', 'database-stopped'). */
  stopping: string | null;
}

const count = (n: number) => n.toLocaleString('en');

export function healthRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    storage: Storage;
    lifecycle: Lifecycle;
    catalogue: Catalogue;
    searchIndexEnabled: boolean;
    imageSearchReadiness: () => Promise<ImageSearchReadiness>;
    cornersProgress: () => Promise<{ left: number }>;
  },
) {
  async function database(): Promise<HealthCheck> {
    const started = performance.now();
    try {
      await withTimeout(
        deps.db.execute(sql`select 1`),
        HEALTH_CHECK_TIMEOUT_MS,
        `The database did not answer within ${HEALTH_CHECK_TIMEOUT_MS} ms`,
      );
      return { ok: true, desc: 'The database answers', ms: Math.round(performance.now() - started) };
    } catch (error) {
      const ms = Math.round(performance.now() - started);
      const code = (error as { cause?: { code?: unknown } }).cause?.code ?? (error as { code?: unknown }).code;
      const codeSuffix = typeof code === 'string' ? ` (${code})` : '';
      let desc: string;
      if (error instanceof TimeoutError) desc = error.message;
      else if (stoppedDatabase(error))
        desc = 'The embedded database stopped after an error it cannot go on from (the log says which); the shop is stopping';
      else if ((await deps.storage.classify(error)) === 'database') desc = `The database is not reachable${codeSuffix}`;
      else desc = `The database refused a trivial query${codeSuffix}`;
      // One line, not a stack: a monitor asking every few seconds while PostgreSQL is
      // down would otherwise fill the log with the same trace.
      app.log.warn({ reason: desc, error: reasonOf(error) }, 'health: database check failed');
      return { ok: false, fault: 'database', desc, ms };
    }
  }

  function searchIndex(): HealthCheck {
    if (!deps.searchIndexEnabled) return { ok: true, desc: 'Off: every store search is answered by SQL' };
    const state = deps.catalogue.searchIndexState();
    return state
      ? { ok: true, desc: `Loaded: ${count(state.size)} designs`, designs: state.size, version: state.version }
      : { ok: false, desc: 'Loading: store searches are answered by SQL meanwhile' };
  }

  async function imageSignatures(): Promise<HealthCheck> {
    try {
      const readiness = await withTimeout(deps.imageSearchReadiness(), HEALTH_CHECK_TIMEOUT_MS, 'timed out');
      if (readiness.ready) {
        // The corners refine the order once measured; search answers before that.
        const { left } = await withTimeout(deps.cornersProgress(), HEALTH_CHECK_TIMEOUT_MS, 'timed out');
        return left === 0
          ? { ok: true, desc: 'Ready: search by image answers and checks corners', cornersLeft: 0 }
          : { ok: true, desc: `Ready: search by image answers; corners of ${count(left)} designs still to measure`, cornersLeft: left };
      }
      return {
        ok: false,
        desc: `Measuring: ${count(readiness.done)} of ${count(readiness.total)} designs`,
        done: readiness.done,
        total: readiness.total,
      };
    } catch {
      return { ok: false, desc: 'Unknown: the database did not say' };
    }
  }

  app.get(HEALTH_PATH, { schema: { operationId: 'health' } }, async (_request, reply) => {
    const [db, storage, signatures] = await Promise.all([database(), deps.storage.probe(HEALTH_CHECK_TIMEOUT_MS), imageSignatures()]);
    const stopping = deps.lifecycle.stopping();
    const report: HealthReport = {
      ok: db.ok && storage.ok && !stopping,
      checks: { database: db, storage, searchIndex: searchIndex(), imageSignatures: signatures },
      requestsInFlight: Math.max(0, deps.lifecycle.inFlight() - 1),
      stopping: stopping?.reason ?? null,
    };
    // A monitor must never see a cached answer.
    reply.header('cache-control', 'no-store');
    if (report.ok) return { code: 200, desc: 'The shop is healthy', data: report };
    const failing = [
      ...(stopping ? [`Stopping (${stopping.reason})`] : []),
      ...(!db.ok ? [`Database: ${db.desc}`] : []),
      ...(!storage.ok ? [`Storage: ${storage.desc}`] : []),
    ];
    return reply.code(503).send({ code: 503, desc: `Not healthy. ${failing.join('. ')}.`, data: report });
  });
}

/**
 * The requests a server is running, and whether it is stopping: what a shutdown waits
 * for (main.ts) and what /api/health reports. One `onRequest` hook, the first of all:
 *  - counts a request from its headers until its response is done or its connection
 *    is gone (a slow upload counts while its body is still arriving);
 *  - once the shop is stopping, answers any request that still arrives (on a
 *    keep-alive connection) with a 503 envelope and `Connection: close`, so a client
 *    learns why instead of meeting a reset;
 *  - answers 503 before any handler runs while DATA_DIR is missing: every writer makes
 *    its folder with mkdir -p, which would quietly bring the folder back empty.
 * /api/health is let through in every case: it is how an operator reads why.
 */
import type { FastifyInstance } from 'fastify';
import { StorageError, type Storage } from './services/storage';

export interface Stopping {
  /** 'SIGTERM', 'SIGINT', 'storage-lost', or 'database-stopped' (PGlite after a PANIC). */
  reason: string;
  /** The 503's desc for requests that arrive meanwhile. */
  desc: string;
  /** More for the 503's data (which check failed, when a storage fault is why). */
  data?: Record<string, unknown>;
}

export interface Lifecycle {
  inFlight(): number;
  /** Resolves when no request is running (at once when none is). */
  drained(): Promise<void>;
  stopping(): Stopping | null;
  stop(stopping: Stopping): void;
}

export const HEALTH_PATH = '/api/health';

export function installLifecycle(app: FastifyInstance, storage: Storage): Lifecycle {
  let running = 0;
  let stopping: Stopping | null = null;
  let waiters: (() => void)[] = [];

  const done = () => {
    running--;
    if (running === 0) {
      const ready = waiters;
      waiters = [];
      for (const resolve of ready) resolve();
    }
  };

  app.addHook('onRequest', async (request, reply) => {
    running++;
    let counted = true;
    const finish = () => {
      if (!counted) return;
      counted = false;
      done();
    };
    // 'close' comes after 'finish', or alone when the client went away mid-request.
    reply.raw.once('finish', finish);
    reply.raw.once('close', finish);

    if (request.routeOptions.url === HEALTH_PATH) return;
    // Asked first: finding the database's folder gone stops the shop (main.ts), at once.
    const fault = storage.fault();
    if (stopping) {
      const { reason, desc, data } = stopping;
      return reply
        .code(503)
        .header('connection', 'close')
        .send({ code: 503, desc, data: { ...data, stopping: reason } });
    }
    if (fault) throw new StorageError(fault.fault);
  });

  return {
    inFlight: () => running,
    drained: () => (running === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
    stopping: () => stopping,
    stop(next) {
      stopping ??= next;
    },
  };
}

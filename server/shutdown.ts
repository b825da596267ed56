/**
 * Stopping the server process (main.ts) with a deadline, so it never hangs:
 *
 * - SIGTERM / SIGINT: stop accepting connections, let the requests in flight finish,
 *   close the server and the database, exit 0. Requests that still arrive on an open
 *   keep-alive connection get a 503 envelope (lifecycle.ts). A second signal exits at
 *   once (128 + the signal's number).
 * - The embedded database's folder removed (storage.ts `onLost`), or the embedded
 *   database stopped after a PANIC such as a full disk (db/client.ts `onStopped`): the
 *   same, except that the port stays open while the requests in flight finish, so
 *   newcomers and /api/health read why (503) instead of a refused connection; then
 *   exit 2. A PGlite stopped by a PANIC is not closed (db/client.ts): closing is one
 *   more query.
 * - Whatever step is still running when the grace period (SHUTDOWN_GRACE_MS, 10 s by
 *   default) is over — a slow request, a database close that never returns — the
 *   process logs how many requests it cut short and exits 1 (2 after a storage loss).
 *
 * Waiting for requests, not connections: Node's server.close() also waits for every
 * connection it counts as active, and a connection a client opened but never sent a
 * request on counts (browsers and undici open them ahead): today's shutdown waited on
 * one for as long as the client kept it. Once no request runs, all are closed.
 */
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { StorageError, storageDescs, type StorageFault } from './services/storage';

/**
 * Exit statuses (README, Configuration). storageLost also covers the embedded database
 * stopped after a PANIC; cannotStart is main.ts's, when the database does not open.
 */
export const EXIT = { clean: 0, cutShort: 1, storageLost: 2, cannotStart: 3 } as const;

export interface ShutdownOptions {
  app: FastifyInstance;
  closeDatabase: () => Promise<void>;
  graceMs: number;
  /** process.exit; tests of the logic may pass another. */
  exit?: (code: number) => void;
  /** Where the lines an operator must see go (not the request log: LOG_LEVEL may hide it). */
  say?: (line: string) => void;
  warn?: (line: string) => void;
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
const requests = (n: number) => `${n} request${n === 1 ? '' : 's'}`;

export function createShutdown({
  app,
  closeDatabase,
  graceMs,
  exit = (code) => process.exit(code),
  say = (line) => console.log(line),
  warn = (line) => console.error(line),
}: ShutdownOptions) {
  let started: number | null = null;
  let step = 'waiting for requests';

  async function begin({
    reason,
    desc,
    data,
    exitCode,
    keepListening,
  }: {
    reason: string;
    desc: string;
    data?: Record<string, unknown>;
    exitCode: number;
    keepListening: boolean;
  }) {
    started = performance.now();
    app.lifecycle.stop({ reason, desc, data });
    const failed = Math.max(EXIT.cutShort, exitCode);
    // Deliberately not unref'd: should a step wait on a promise that can never settle
    // with nothing else holding the event loop, Node would leave early with status 0 and
    // no word; this timer keeps the process until the deadline says what happened.
    setTimeout(() => {
      warn(`Shutdown deadline of ${seconds(graceMs)} passed with ${requests(app.lifecycle.inFlight())} still running (${step}); exiting.`);
      exit(failed);
    }, graceMs);
    say(
      `${reason}: stopping${keepListening ? '' : ' (no new connections)'}; waiting up to ${seconds(graceMs)} for ${requests(app.lifecycle.inFlight())} in flight.`,
    );
    try {
      if (keepListening) await app.lifecycle.drained();
      step = 'closing the server';
      // Stops listening at once; its onClose hooks (import jobs, worker pool) run once every connection is closed.
      const closing = app.close();
      step = 'waiting for requests';
      await app.lifecycle.drained();
      app.server.closeAllConnections();
      step = 'closing the server';
      await closing;
      step = 'closing the database';
      await closeDatabase();
    } catch (error) {
      warn(`Shutdown: ${step} failed (${error instanceof Error ? error.message : String(error)}); exiting.`);
      exit(failed);
      return;
    }
    const took = Math.round(performance.now() - started);
    if (exitCode === EXIT.clean) say(`Shut down cleanly in ${took} ms.`);
    else warn(`Stopped in ${took} ms after ${reason}; exit status ${exitCode}.`);
    exit(exitCode);
  }

  return {
    /** For process.on('SIGTERM' | 'SIGINT'). */
    onSignal(signal: NodeJS.Signals) {
      if (started !== null) {
        warn(`Second ${signal} during shutdown: exiting at once with ${requests(app.lifecycle.inFlight())} still running.`);
        exit(128 + (os.constants.signals[signal] ?? 15));
        return;
      }
      void begin({
        reason: signal,
        desc: 'The shop is restarting. Please try again in a moment.',
        exitCode: EXIT.clean,
        keepListening: false,
      });
    },
    /** For storage.onLost: the embedded database's folder is gone. */
    onStorageLost(why: string) {
      // Already stopping (a test harness removes its scratch folder right after SIGTERM): nothing new to say.
      if (started !== null) return;
      warn(why);
      void begin({
        reason: 'storage-lost',
        desc: storageDescs.missing,
        data: { check: 'storage', fault: 'missing' },
        exitCode: EXIT.storageLost,
        keepListening: true,
      });
    },
    /**
     * For database.onStopped: the embedded database takes no more queries. `fault` is
     * what its PANIC was about ('full' for a write-ahead log file it could not write on
     * a full disk), for the 503s answered until the process is gone.
     */
    onDatabaseStopped(why: string, fault: StorageFault) {
      if (started !== null) return;
      warn(why);
      const refusal = new StorageError(fault);
      void begin({
        reason: 'database-stopped',
        desc: refusal.desc,
        data: refusal.data as Record<string, unknown>,
        exitCode: EXIT.storageLost,
        keepListening: true,
      });
    },
  };
}

/**
 * Two guards that keep one request from holding the database for ever (issue 39).
 *
 * 1. **A transaction that waits for itself.** PGlite is one connection: a
 *    `db.transaction(...)` holds it until its callback ends, and any query sent through
 *    the outer `db` inside that callback queues behind the transaction that is waiting
 *    for it — for ever, and every later request of the shop queues behind both
 *    (`/api/health` included). On PostgreSQL the same code "works" by taking a second
 *    connection, so the bug hides there. `refuseSelfWait` makes such a query fail at
 *    once, on every run, with an error naming the statement: the mistake surfaces in the
 *    first test that reaches it instead of as a hung shop.
 *
 * 2. **A request past its deadline.** Each request runs in a `RequestScope`; every
 *    statement Drizzle sends is noted there (its logger hook, which both drivers call
 *    before a statement leaves). Once the request is past its deadline (app.ts answers it
 *    503 and logs the step), its next statement throws `RequestDeadlinePassed` instead
 *    of running, and a transaction it holds is rolled back at once — even one awaiting
 *    something that never comes — letting go of the connection, so one stuck request
 *    never stops the rest of the shop (`abortTransactionsOnRequestAbort`).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';

export interface RequestScope {
  /** `POST /api/admin/feedback/handle`, for the log line. */
  readonly label: string;
  /** The last statement this request sent, shortened: the step a deadline names. */
  step: string | null;
  /** Set once the request is past its deadline: its next statement throws this. */
  abortedBy: Error | null;
  /** Stops the request's database work: see `abortTransactionsOnRequestAbort`. */
  abort(error: Error): void;
  /** Calls `listener` on abort; answers the function that stops listening. */
  onAbort(listener: (error: Error) => void): () => void;
}

export function createRequestScope(label: string): RequestScope {
  const listeners = new Set<(error: Error) => void>();
  return {
    label,
    step: null,
    abortedBy: null,
    abort(error) {
      if (this.abortedBy) return;
      this.abortedBy = error;
      for (const listener of listeners) listener(error);
      listeners.clear();
    },
    onAbort(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const requests = new AsyncLocalStorage<RequestScope>();

/** Runs `next` (and everything it starts) as the request `label`. */
export function runInRequestScope(scope: RequestScope, next: () => void): void {
  requests.run(scope, next);
}

/** The request the running code belongs to, if any (scripts and background jobs have none). */
export const currentRequest = (): RequestScope | undefined => requests.getStore();

/** A statement shortened for a log line: the SQL's first words are enough to find the call. */
export const statementLabel = (query: string) => {
  const oneLine = query.replace(/\s+/g, ' ').trim();
  return oneLine.length > 160 ? `${oneLine.slice(0, 157)}...` : oneLine;
};

export class RequestDeadlinePassed extends Error {
  override readonly name = 'RequestDeadlinePassed';
}

/** Drizzle's logger hook on both drivers: notes the step and stops an aborted request's next statement. */
export const scopeLogger: Logger = {
  logQuery(query: string) {
    const scope = requests.getStore();
    if (!scope) return;
    if (scope.abortedBy) throw scope.abortedBy;
    scope.step = statementLabel(query);
  },
};

/** A query sent through the outer handle from inside a transaction of the same embedded database. */
export class SelfWaitingQuery extends Error {
  override readonly name = 'SelfWaitingQuery';
}

interface TransactionMark {
  open: boolean;
}

/**
 * Makes a query through `client` itself (not the transaction's handle) from inside one of
 * `client`'s own transactions fail at once instead of waiting for ever. Queries from
 * other requests still queue as before: only the transaction's own async descendants
 * carry its mark, and the mark is taken down when the transaction ends (work it left
 * running afterwards may use the database again).
 */
export function refuseSelfWait(client: PGlite): void {
  const transactions = new AsyncLocalStorage<TransactionMark>();
  const refuse = (call: string) => {
    if (!transactions.getStore()?.open) return;
    throw new SelfWaitingQuery(
      `${call} was sent through the database's outer handle from inside a transaction on the same embedded database. ` +
        'PGlite has one connection, which the transaction holds: the query would wait for it for ever, and the whole shop behind them. ' +
        'Use the transaction handle (tx) inside db.transaction(...), or run the query before or after it.',
    );
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const sqlOf = (args: unknown[]) => (typeof args[0] === 'string' ? `"${statementLabel(args[0])}"` : 'A query');
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    refuse(sqlOf(args));
    return query(...args);
  }) as PGlite['query'];
  client.exec = async (...args: Parameters<PGlite['exec']>) => {
    refuse(sqlOf(args));
    return exec(...args);
  };
  client.transaction = async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    refuse('A second transaction');
    return transaction(async (tx) => {
      const mark: TransactionMark = { open: true };
      try {
        return await transactions.run(mark, () => callback(tx));
      } finally {
        mark.open = false;
      }
    });
  };
}

/**
 * A transaction of a request that is aborted ends at once: its callback's promise is
 * raced against the abort, so Drizzle rolls it back and gives the connection (PGlite's
 * only one) back even while the callback still awaits something that never comes. The
 * callback's later statements then meet a closed transaction and fail; none commits.
 */
export function abortTransactionsOnRequestAbort<Database extends { transaction: (...args: never[]) => Promise<unknown> }>(
  db: Database,
): void {
  type Callback = (tx: unknown) => Promise<unknown>;
  const transaction = (db.transaction as unknown as (callback: Callback, config?: unknown) => Promise<unknown>).bind(db);
  const abortable = (callback: Callback, config?: unknown) =>
    transaction((tx) => {
      const scope = requests.getStore();
      if (!scope) return callback(tx);
      if (scope.abortedBy) return Promise.reject(scope.abortedBy);
      return new Promise((resolve, reject) => {
        const stop = scope.onAbort(reject);
        callback(tx).then(resolve, reject).finally(stop);
      });
    }, config);
  (db as { transaction: unknown }).transaction = abortable;
}

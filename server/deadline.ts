/**
 * Every request that uses the database runs against a deadline (issue 39): one stuck
 * request — a transaction waiting on something that never comes, a statement that runs
 * for ever — must not stop the shop. Past `deadlineMs` from its handler's start, a
 * request that has sent a statement is answered 503, one log line names its route and
 * the last statement it sent, and its next statement throws instead of running
 * (db/scope.ts), which rolls back a transaction it holds and lets the others go on.
 *
 * Not counted: the time a body takes to arrive (the clock starts at the handler), and
 * multipart uploads, whose handlers read the files as they arrive (an import of a
 * studio's folder over a slow line); a request that never touched the database is not
 * this guard's business.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createRequestScope, RequestDeadlinePassed, runInRequestScope, type RequestScope } from './db/scope';

/** A safety net many times what any request was measured to need (the slowest, a bulk price change at 100,000 designs, about 2 s). */
export const DEFAULT_REQUEST_DEADLINE_MS = 30_000;

export const DEADLINE_DESC = 'The shop took too long to answer this request and stopped it. Please try again in a moment.';

declare module 'fastify' {
  interface FastifyRequest {
    databaseScope?: RequestScope;
  }
}

export function installRequestDeadline(app: FastifyInstance, { deadlineMs }: { deadlineMs: number }): void {
  const enter = (request: FastifyRequest, done: () => void) => {
    request.databaseScope ??= createRequestScope(`${request.method} ${request.routeOptions.url ?? request.url}`);
    runInRequestScope(request.databaseScope, done);
  };
  app.addHook('onRequest', (request, _reply, done) => enter(request, done));
  // The body arrives on the socket's events, outside the scope onRequest entered: the
  // hooks after it and the handler are entered again (as @fastify/request-context does).
  app.addHook('preValidation', (request, _reply, done) => enter(request, done));

  app.addHook('preHandler', (request, reply, done) => {
    const scope = request.databaseScope;
    if (!scope || /^multipart\//i.test(request.headers['content-type'] ?? '')) return done();
    const timer = setTimeout(() => {
      if (reply.sent || scope.step === null) return;
      request.log.error(
        { route: scope.label, step: scope.step, deadlineMs },
        `${scope.label} held the database past its ${deadlineMs} ms deadline, last at: ${scope.step}; answered 503 and stopped its next statement`,
      );
      void reply.code(503).send({ code: 503, desc: DEADLINE_DESC, data: { check: 'deadline' } });
      // After the answer: the abort rolls back the request's transaction, whose error
      // then finds the reply sent.
      scope.abort(new RequestDeadlinePassed(`${scope.label} passed its deadline of ${deadlineMs} ms and was stopped`));
    }, deadlineMs);
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
}

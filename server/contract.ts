/**
 * The contract table of src/api applied to the server, in one place:
 *  - `contract(name)` gives a route its method, path and payload schema from the table
 *    (`endpoints`, `payloadSchemas`): the zod type provider validates the body (POST) or
 *    query (GET) with it and types the handler's input, and @fastify/swagger documents it;
 *  - one `onRequest` hook reads the row's `access` and refuses a member or operator call
 *    without a valid session (601 / 680), and an operator call from a member who is not
 *    an operator (403), before any input is read;
 *  - one `onSend` hook marks every personal answer `Cache-Control: no-store`;
 *  - an `onRoute` hook refuses, at start, an /api route that is not a row of the table,
 *    or whose method or path differ from it: a call whose access is not declared cannot
 *    exist. The operational routes are the exception — /api/docs and /api/health
 *    (routes/health.ts) are read by people and monitors, /api/payments/webhook
 *    (routes/payments.ts) by the payment provider, which signs it; none is called by the
 *    web app.
 */
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import { accessRefusals, endpoints, type EndpointName } from '../src/api/endpoints';
import { responseSchemas } from '../src/api/responses';
import { payloadSchemas } from '../src/api/schemas';
import { HttpError } from './http';
import { HEALTH_PATH } from './lifecycle';
import { PAYMENT_WEBHOOK_PATH } from './services/payments';
import type { Actor } from './services/audit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract row this route serves. */
    endpoint?: EndpointName;
  }
}

type Schemas = typeof payloadSchemas;
type PayloadSchema<N extends EndpointName> = NonNullable<Schemas[N]>;
type SchemaOf<N extends EndpointName> = Schemas[N] extends z.ZodType
  ? (typeof endpoints)[N]['method'] extends 'GET'
    ? { querystring: PayloadSchema<N> }
    : { body: PayloadSchema<N> }
  : Record<never, never>;

/**
 * A route's method, path, payload schema, answer schema and table row, for
 * `app.route({ ...contract(name), handler })`. A success (HTTP 200) is serialised
 * through the call's answer schema (src/api/responses.ts): fields it does not name are
 * left out, and an answer of another shape is a 500. Refusals are the plain envelope.
 */
export function contract<N extends EndpointName>(name: N) {
  const { method, path } = endpoints[name];
  const schema = payloadSchemas[name];
  const validation = schema ? (method === 'GET' ? { querystring: schema } : { body: schema }) : {};
  const answer = Object.hasOwn(responseSchemas, name) ? responseSchemas[name as keyof typeof responseSchemas] : undefined;
  return {
    method: method as HTTPMethods,
    url: path,
    schema: { ...validation, ...(answer && { response: { 200: answer } }), operationId: name } as SchemaOf<N> & { operationId: string },
    config: { endpoint: name },
  };
}

/** The spec's path '/api//personal/addFolder' is served at its single-slash twin too. */
const samePath = (a: string, b: string) => a.replace(/\/{2,}/g, '/') === b.replace(/\/{2,}/g, '/');

/** The calling member's id, or the spec's 601 (no token) / 680 (a token that is invalid or expired). */
export function requireMember(request: FastifyRequest): number {
  const { token, memberId } = request.caller;
  if (!token) throw new HttpError(601, accessRefusals.notLoggedIn);
  if (memberId === null) throw new HttpError(680, accessRefusals.sessionExpired);
  return memberId;
}

/**
 * The member a member (or operator) route answers. The access hook has already refused
 * everyone else, so this only reads the id; called on a public route it is a
 * programming error.
 */
export function memberOf(request: FastifyRequest): number {
  const name = request.routeOptions.config.endpoint;
  if (!name || endpoints[name].access === 'public') throw new Error(`${request.url} is not a member call`);
  return requireMember(request);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator making an operator call (set by the access hook), for the audit log. */
    operator: Actor | null;
  }
}

/** The operator an operator route acts as (who the audit log names). */
export function operatorOf(request: FastifyRequest): Actor {
  if (!request.operator) throw new Error(`${request.url} is not an operator call`);
  return request.operator;
}

/** The operator refusal's words (src/api/endpoints.ts) under the name server/testing's member suite checks them by. */
export const OPERATORS_ONLY = accessRefusals.operatorsOnly;

export interface ContractOptions {
  /** The operator a member is, or null when they are not one. */
  operatorActor: (memberId: number) => Promise<Actor | null>;
}

/** Public routes under /api outside the contract table: the API document, the health report, the provider's webhook. */
const operationalRoutes = new Set(['/api/docs', HEALTH_PATH, PAYMENT_WEBHOOK_PATH]);

/** Installs the access hook and the table check; before any /api route is registered. */
export function applyContract(app: FastifyInstance, { operatorActor }: ContractOptions) {
  app.decorateRequest('operator', null);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || operationalRoutes.has(route.url)) return;
    const name = route.config?.endpoint;
    const row = name && Object.hasOwn(endpoints, name) ? endpoints[name] : null;
    const methods = [route.method].flat();
    if (!row || !samePath(row.path, route.url) || !methods.every((m) => m === row.method || m === 'HEAD'))
      throw new Error(
        `${methods.join(',')} ${route.url} is not a row of the contract table (src/api/endpoints.ts): declare it there, with its access`,
      );
  });
  // Personal answers are never kept by a cache (issue 39): the browser's, a shared
  // computer's back button, a proxy's. Personal is every member and operator call, every
  // call of the member group (tokens, codes, sign-up), and any answer to a request that
  // came with a token (a logged-in answer carries `user`, the member's email).
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const name = request.routeOptions.config.endpoint;
    const row = name ? endpoints[name] : null;
    const personal =
      (row !== null && (row.access !== 'public' || row.path.startsWith('/api/member/'))) || request.headers['access-token'] !== undefined;
    if (personal && !String(reply.getHeader('cache-control') ?? '').includes('no-store')) reply.header('cache-control', 'no-store');
  });
  app.addHook('onRequest', async (request) => {
    const name = request.routeOptions.config.endpoint;
    const access = name ? endpoints[name].access : 'public';
    if (access === 'public') return;
    const memberId = requireMember(request);
    if (access === 'operator') {
      const operator = await operatorActor(memberId);
      if (!operator) throw new HttpError(403, accessRefusals.operatorsOnly);
      // The address the audit log keeps with what the operator does.
      request.operator = { ...operator, address: request.ip };
    }
  });
}

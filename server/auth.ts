/**
 * Who is calling: every /api request's `access-token` header is looked up once
 * (onRequest) and every answer to a request with a valid token carries `user`, the
 * member summary (docs/architecture.md, the contract). Which calls need a member is the contract
 * table's `access` column, applied by server/contract.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { Members } from './services/members';

export interface Caller {
  token: string | null;
  /** The member of a valid token, else null. */
  memberId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
}

const anonymous: Caller = { token: null, memberId: null };

export function authentication(app: FastifyInstance, members: Members) {
  app.decorateRequest('caller', null as unknown as Caller);
  app.addHook('onRequest', async (request) => {
    const header = request.headers['access-token'];
    const token = typeof header === 'string' && header.length > 0 && header.length <= 200 ? header : null;
    request.caller = token && request.url.startsWith('/api') ? { token, memberId: await members.authenticate(token) } : anonymous;
  });
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const { memberId } = request.caller ?? anonymous;
    if (memberId === null || !payload || typeof payload !== 'object' || !('code' in payload)) return payload;
    const user = await members.summary(memberId);
    return user ? { ...payload, user } : payload;
  });
}

/**
 * Generated malformed input for every call of the contract (fast-check): whatever the
 * body, query or token, the server answers with an envelope — a numeric code and, for
 * a refusal, a desc a person can read — and never a 500. Member and operator calls
 * answer 601 to a visitor and 680 to a forged token, and operator calls 403 to a member
 * who is not an operator, before they read any input (the authorization matrix, under
 * fuzzing). Operators' calls are fuzzed as an operator too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../../src/api/endpoints';
import { payloadSchemas } from '../../src/api/schemas';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { seedCatalogue } from '../seed/seed';
import { codeFromOutbox } from '../testing/memberSuite';
import { startFakePinterest, type FakePinterest } from '../testing/fakePinterest';
import { commandLine, createAudit } from '../services/audit';
import { createOperators } from '../services/operators';

let database: Database;
let app: FastifyInstance;
let pinterest: FakePinterest;
let token: string;
let operatorToken: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-fuzz-'));

beforeAll(async () => {
  database = await openDatabase({ dataDir: null, databaseUrl: null });
  await seedCatalogue(database.db, { designs: 60 });
  // Pinterest reachable (a fake on loopback): an unreachable one is a fair 502, not a fault of ours.
  pinterest = await startFakePinterest();
  app = await buildApp({
    db: database.db,
    dataDir,
    pinterestApiBase: pinterest.baseUrl,
    pinterestAccessToken: pinterest.token,
    pinterestAdmins: ['fuzz@example.com'],
  });
  async function signUp(email: string) {
    await app.inject({ url: `/api/member/getEmailCode?email=${email}` });
    const code = await codeFromOutbox(path.join(dataDir, 'outbox'), email);
    await app.inject({ method: 'POST', url: '/api/member/emailRegister', payload: { email, code, password: 'fuzzing1' } });
    return signIn(email);
  }
  token = await signUp(MEMBER);
  operatorToken = await signUp(OPERATOR);
  await createOperators(database.db, { audit: createAudit(database.db) }).grant(OPERATOR, commandLine);
});

const MEMBER = 'fuzz@example.com';
const OPERATOR = 'fuzz.operator@example.com';
let signIns = 0;
/**
 * A new session. Each from its own loopback address: sign-ins are limited per address,
 * and the logout property signs in again after every run (it ends the session it is
 * called with, issue 39), many more times than one shopper would.
 */
async function signIn(email: string): Promise<string> {
  signIns++;
  const login = await app.inject({
    method: 'POST',
    url: '/api/member/login',
    payload: { account: email, password: 'fuzzing1', code: 'web', stamp: 1 },
    remoteAddress: `127.4.${signIns >> 8}.${signIns & 255}`,
  });
  return login.json<{ data: { token: string } }>().data.token;
}

afterAll(async () => {
  await app?.close();
  await pinterest?.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The field names a call's schema knows, so generated bodies hit real fields with wrong values. */
const fieldsOf = (name: EndpointName): string[] => {
  const schema = payloadSchemas[name] as { shape?: Record<string, unknown> } | null;
  return schema?.shape ? Object.keys(schema.shape) : [];
};

/** JSON values of every kind, including the awkward ones (huge numbers, long and odd strings, deep nesting). */
const value = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ maxLength: 3000 }),
  fc.constantFrom(
    -1,
    0,
    1e308,
    -1e308,
    2 ** 53,
    1.5,
    '',
    ' ',
    '0',
    'null',
    'true',
    '%00',
    '<script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '💥'.repeat(50),
  ),
);

const bodyFor = (name: EndpointName) => {
  const fields = fieldsOf(name);
  return fc.oneof(
    value,
    fc.dictionary(fc.string({ maxLength: 20 }), value, { maxKeys: 6 }),
    fields.length ? fc.record(Object.fromEntries(fields.map((f) => [f, value])), { requiredKeys: [] }) : value,
  );
};

type Caller = 'member' | 'operator' | 'visitor' | 'forged';

async function send(name: EndpointName, body: unknown, caller: Caller, raw?: string) {
  const { method, path: url } = endpoints[name];
  const headers: Record<string, string> = {};
  if (caller === 'member') headers['access-token'] = token;
  if (caller === 'operator') headers['access-token'] = operatorToken;
  if (caller === 'forged') headers['access-token'] = 'forged-token';
  if (method === 'GET') {
    const query =
      body && typeof body === 'object' && !Array.isArray(body)
        ? new URLSearchParams(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString()
        : `q=${encodeURIComponent(JSON.stringify(body) ?? '')}`;
    return app.inject({ method, url: `${url}?${query}`, headers });
  }
  headers['content-type'] = 'application/json';
  return app.inject({ method, url, headers, payload: raw ?? JSON.stringify(body) ?? 'null' });
}

function expectEnvelope(response: Awaited<ReturnType<typeof send>>, what: string) {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
  // A file answer (the subscribers' CSV) is the call's success; everything else is an envelope.
  if (response.statusCode === 200 && String(response.headers['content-type']).startsWith('text/csv')) return 200;
  const body = JSON.parse(response.body) as { code: unknown; desc: unknown };
  expect(typeof body.code, what).toBe('number');
  if (body.code !== 200) {
    expect(typeof body.desc, what).toBe('string');
    expect((body.desc as string).trim().length, what).toBeGreaterThan(3);
  }
  return body.code as number;
}

const names = Object.keys(endpoints) as EndpointName[];

describe('malformed input', () => {
  it.each(names)('%s answers every generated body with an envelope, never a 500', async (name) => {
    const { access } = endpoints[name];
    await fc.assert(
      fc.asyncProperty(bodyFor(name), fc.constantFrom<Caller>('member', 'operator', 'visitor', 'forged'), async (body, caller) => {
        const code = expectEnvelope(await send(name, body, caller), `${name} as ${caller} with ${JSON.stringify(body)?.slice(0, 200)}`);
        if (access !== 'public' && caller === 'visitor') expect(code).toBe(601);
        if (access !== 'public' && caller === 'forged') expect(code).toBe(680);
        if (access === 'operator' && caller === 'member') expect(code).toBe(403);
        if (access === 'public' || caller === 'operator') expect([601, 680, 403]).not.toContain(code);
        if (name === 'logout' && (caller === 'member' || caller === 'operator')) {
          // Whatever the body, logout ended this token's session; later runs and calls get a new one.
          const after = await send('getCurMember', {}, caller);
          expect(after.json<{ code: number }>().code, 'the session logout was called with').toBe(680);
          if (caller === 'member') token = await signIn(MEMBER);
          else operatorToken = await signIn(OPERATOR);
        }
      }),
      { numRuns: 60, seed: 20261122 },
    );
  });

  it.each(names.filter((n) => endpoints[n].method === 'POST'))('%s refuses a body that is not JSON with a clear desc', async (name) => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 200 }).filter((s) => {
          try {
            JSON.parse(s);
            return false;
          } catch {
            return true;
          }
        }),
        async (raw) => {
          expectEnvelope(
            await send(name, null, endpoints[name].access === 'operator' ? 'operator' : 'member', raw),
            `${name} with raw ${raw.slice(0, 80)}`,
          );
        },
      ),
      { numRuns: 20, seed: 20261122 },
    );
  });
});

/**
 * Behind a reverse proxy (issue 21): with TRUST_PROXY naming the proxy, each shopper is
 * limited by their own address; without it, every shopper has the proxy's address and
 * one shopper's requests use up everyone's limit. The proxy (testing/loopbackProxy.ts)
 * forwards as nginx's `proxy_add_x_forwarded_for` does; the shoppers connect from
 * 127.0.0.2 and 127.0.0.3.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { parseTrustProxy, type TrustProxy } from './config';
import { openDatabase, type Database } from './db/client';
import type { AuditEntry, Paged } from '../src/api/types';
import { commandLine, createAudit } from './services/audit';
import { createOperators } from './services/operators';
import { codeFromOutbox } from './testing/memberSuite';
import { startLoopbackProxy, type LoopbackProxy } from './testing/loopbackProxy';

interface Proxied {
  app: FastifyInstance;
  proxy: LoopbackProxy;
}

interface Answer {
  status: number;
  /** The envelope, or the text of an answer that is not JSON. */
  body: { code: number; desc: string; data?: unknown };
}

/** One call through the proxy from `from` (a loopback address of the shopper's); a body is sent as JSON. */
function call(
  port: number,
  from: string,
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const json = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method,
        path: url,
        headers: json === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          // The back office's CSV export answers text; every other call the envelope.
          const isJson = (response.headers['content-type'] ?? '').includes('json');
          try {
            resolve({ status: response.statusCode ?? 0, body: isJson ? JSON.parse(text) : text });
          } catch (error) {
            reject(error as Error);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(json);
  });
}

/** Asks for a sign-up code through the proxy, from `from`. */
const askForCode = (port: number, from: string, email: string, headers: Record<string, string> = {}) =>
  call(port, from, 'GET', `/api/member/getEmailCode?email=${encodeURIComponent(email)}`, headers);

describe('the shop behind a reverse proxy', () => {
  let database: Database;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-proxy-'));
  const running: Proxied[] = [];

  async function shopBehindProxy(trustProxy: TrustProxy): Promise<number> {
    const app = await buildApp({ db: database.db, dataDir, trustProxy });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const proxy = await startLoopbackProxy([{ name: 'shop', port: Number(new URL(address).port) }]);
    running.push({ app, proxy });
    return proxy.port;
  }

  beforeAll(async () => {
    database = await openDatabase({ dataDir: null, databaseUrl: null });
  });

  afterAll(async () => {
    for (const { app, proxy } of running) {
      await proxy.close();
      await app.close();
    }
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  let mail = 0;
  const email = (who: string) => `${who}.${++mail}.${Date.now().toString(36)}@example.com`;
  /** The per-address limit of code mails (services/members.ts: 20 an hour). */
  const CODES_PER_ADDRESS = 20;

  it('limits each shopper by their own address when TRUST_PROXY names the proxy, and a forged header changes nothing', async () => {
    const port = await shopBehindProxy(parseTrustProxy('127.0.0.1'));
    // Shopper A claims another address in a header of their own: the proxy only appends, and only it is believed.
    const forged = { 'x-forwarded-for': '203.0.113.9' };
    for (let i = 0; i < CODES_PER_ADDRESS; i++) expect((await askForCode(port, '127.0.0.2', email('a'), forged)).body.code).toBe(200);
    const refused = await askForCode(port, '127.0.0.2', email('a'), forged);
    expect(refused.body).toMatchObject({ code: 429, desc: expect.stringMatching(/^Too many codes requested/) });
    // Shopper B, from another address through the same proxy, is not held back by A.
    expect((await askForCode(port, '127.0.0.3', email('b'))).body.code).toBe(200);
  });

  it('writes the operator’s own address into the audit log, not the proxy’s', async () => {
    const port = await shopBehindProxy(parseTrustProxy('127.0.0.1'));
    const from = '127.0.0.6';
    const operator = email('operator');
    expect((await askForCode(port, from, operator)).body.code).toBe(200);
    const code = await codeFromOutbox(path.join(dataDir, 'outbox'), operator);
    const signUp = { email: operator, code, password: 'abc123' };
    expect((await call(port, from, 'POST', '/api/member/emailRegister', {}, signUp)).body.code).toBe(200);
    const login = await call(port, from, 'POST', '/api/member/login', {}, { account: operator, password: 'abc123' });
    const token = { 'access-token': (login.body.data as { token: string }).token };
    await createOperators(database.db, { audit: createAudit(database.db) }).grant(operator, commandLine);

    expect((await call(port, from, 'GET', '/api/admin/subscribers/csv', token)).status).toBe(200);
    const log = await call(port, from, 'POST', '/api/admin/audit', token, { keyword: operator, action: '' });
    const entries = (log.body.data as Paged<AuditEntry>).aaData;
    expect(entries.map((entry) => [entry.action, entry.actor, entry.address])).toEqual([
      ['subscribers.export', operator, from],
      // The grant came from the command line, which has no address.
      ['operator.grant', 'command line', null],
    ]);
  });

  it('without TRUST_PROXY every shopper has the proxy’s address, so one shopper uses up the limit of all', async () => {
    const port = await shopBehindProxy(parseTrustProxy(undefined));
    for (let i = 0; i < CODES_PER_ADDRESS; i++) expect((await askForCode(port, '127.0.0.4', email('c'))).body.code).toBe(200);
    expect((await askForCode(port, '127.0.0.5', email('d'))).body.code).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  it('reads a hop count, true, or the proxies’ addresses, networks and range names', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,loopback,::1,fd00::/8')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses anything else with a message that names the setting and the bad part', () => {
    expect(() => parseTrustProxy('0')).toThrow(/^TRUST_PROXY must be .*hops from 1 to 10/);
    expect(() => parseTrustProxy('yes')).toThrow(/'yes' is none of these/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/'10.0.0.0\/33' is none of these/);
    expect(() => parseTrustProxy('127.0.0.1,proxy.local')).toThrow(/'proxy.local' is none of these/);
  });
});

/**
 * Fifty buyers press Pay for the same exclusive design at the same moment, over real
 * HTTP, on each database: exactly one order is paid and charged, the other 49 hear
 * which design is gone, and the design leaves the store.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { seedCatalogue } from '../seed/seed';
import { testGatewayPaymentsOf } from '../services/testGateway';
import { codeFromOutbox } from '../testing/memberSuite';
import { startPostgres } from '../testing/postgres';
import { acceptedTestCard, fetchPoster, payWithTestGateway } from '../testing/testCard';

const BUYERS = 50;

const legs: { name: string; open: () => Promise<{ database: Database; stop: () => void }> }[] = [
  { name: 'PGlite', open: async () => ({ database: await openDatabase({ dataDir: null, databaseUrl: null }), stop: () => {} }) },
  {
    name: 'PostgreSQL',
    open: async () => {
      const postgres = await startPostgres();
      return { database: await openDatabase({ dataDir: null, databaseUrl: postgres.url }), stop: postgres.stop };
    },
  },
];

describe.each(legs)('one exclusive, fifty buyers, on $name', ({ open }) => {
  it('sells it once', async () => {
    const { database, stop } = await open();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-exclusive-'));
    let app: FastifyInstance | undefined;
    try {
      await seedCatalogue(database.db, { designs: 40 });
      app = await buildApp({ db: database.db, dataDir });
      const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
      const call = async <T>(method: 'GET' | 'POST', url: string, body?: unknown, token?: string) => {
        const response = await fetch(`${baseUrl}${url}`, {
          method,
          headers: { 'content-type': 'application/json', ...(token ? { 'access-token': token } : {}) },
          body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
        });
        return (await response.json()) as { code: number; desc: string; data: T };
      };
      const [exclusive] = (
        await call<{ aaData: { productId: number; imgSn: string }[] }>('POST', '/api/product/selectPage', {
          imgType: '3',
          iDisplayLength: 1,
        })
      ).data.aaData;

      // Fifty members, each signing up from an address of their own (the shop limits
      // codes and sign-ins per address), through the server's own request handling.
      const member = async <T>(method: 'GET' | 'POST', url: string, ip: string, payload?: object) =>
        (await app!.inject({ method, url, payload, remoteAddress: ip })).json<{ code: number; data: T }>();
      const tokens = await Promise.all(
        Array.from({ length: BUYERS }, async (_, i) => {
          const email = `rush${i}@example.com`;
          const ip = `10.9.${i}.1`;
          await member('GET', `/api/member/getEmailCode?email=${email}`, ip);
          const code = await codeFromOutbox(path.join(dataDir, 'outbox'), email);
          await member('POST', '/api/member/emailRegister', ip, { email, code, password: 'rush1234' });
          const login = await member<{ token: string }>('POST', '/api/member/login', ip, {
            account: email,
            password: 'rush1234',
            code: 'web',
            stamp: 1,
          });
          expect((await call('POST', '/api/cart/save', { productId: exclusive!.productId, imgType: 3 }, login.data.token)).code).toBe(200);
          return login.data.token;
        }),
      );

      const answers = await Promise.all(
        tokens.map((token, i) =>
          // The browser's checkout: start, the card to the test gateway, the reference to the shop.
          payWithTestGateway(fetchPoster(baseUrl, token), { card: acceptedTestCard(`Rush ${i}`), idempotencyKey: `rush-key-${i}` }).then(
            (answer) => answer.body,
          ),
        ),
      );
      expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
      const refused = answers.filter((a) => a.code !== 200);
      expect(refused).toHaveLength(BUYERS - 1);
      for (const answer of refused) expect(answer).toMatchObject({ code: 409, desc: `No longer available: ${exclusive!.imgSn}` });
      expect((await testGatewayPaymentsOf(database.db)).filter((payment) => payment.status === 'succeeded')).toHaveLength(1);
      const search = await call<{ iTotalRecords: number }>('POST', '/api/product/selectPage', { strSearchKeyword: exclusive!.imgSn });
      expect(search.data.iTotalRecords).toBe(0);
    } finally {
      await app?.close();
      await database.close();
      stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/**
 * The shop is killed (SIGKILL, no goodbye) in the middle of a stream of checkouts and
 * started again on the same data: every order it acknowledged is there, every buyer
 * who retries with the same idempotency key ends with exactly one paid order, and the
 * payment provider (the test gateway's payments, in the database) charged each order once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { testGatewayPaymentsOf } from '../services/testGateway';
import { codeFromOutbox } from '../testing/memberSuite';
import { startServerProcess, type ServerProcess } from '../testing/serverProcess';
import { acceptedTestCard, fetchPoster, payWithTestGateway } from '../testing/testCard';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-crash-'));
const BUYERS = 16;
let running: ServerProcess | null = null;

afterAll(async () => {
  await running?.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the server itself (no npm in between, so SIGKILL reaches it) and waits until it is ready. */
async function startServer(): Promise<string> {
  running = await startServerProcess({ dataDir });
  return running.baseUrl;
}

const call = async <T>(baseUrl: string, method: 'GET' | 'POST', url: string, body?: unknown, token?: string) => {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'access-token': token } : {}) },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  return (await response.json()) as { code: number; desc: string; data: T };
};

/** The browser's checkout: start, the card to the test gateway, the reference to the shop; each step may meet the crash. */
const checkout = async (baseUrl: string, token: string, i: number) =>
  (
    await payWithTestGateway<{ orderId: number; orderNo: string }>(fetchPoster(baseUrl, token), {
      card: acceptedTestCard(`Buyer ${i}`),
      idempotencyKey: `crash-key-${i}`,
    })
  ).body as { code: number; desc: string; data: { orderId: number; orderNo: string } };

describe('a crash during checkouts', () => {
  it('loses no acknowledged order and charges no order twice', async () => {
    let baseUrl = await startServer();
    // Non-exclusive designs: every buyer gets one of their own.
    const designs = (
      await call<{ aaData: { productId: number }[] }>(baseUrl, 'POST', '/api/product/selectPage', { imgType: '0', iDisplayLength: BUYERS })
    ).data.aaData.map((card) => card.productId);
    expect(designs).toHaveLength(BUYERS);
    const tokens: string[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const email = `buyer${i}@example.com`;
      await call(baseUrl, 'GET', `/api/member/getEmailCode?email=${email}`);
      const code = await codeFromOutbox(path.join(dataDir, 'outbox'), email);
      await call(baseUrl, 'POST', '/api/member/emailRegister', { email, code, password: 'buyer123' });
      const login = await call<{ token: string }>(baseUrl, 'POST', '/api/member/login', {
        account: email,
        password: 'buyer123',
        code: 'web',
        stamp: 1,
      });
      tokens.push(login.data.token);
      expect((await call(baseUrl, 'POST', '/api/cart/save', { productId: designs[i], imgType: 5 }, login.data.token)).code).toBe(200);
    }

    // Four at a time; the server is killed once a third have been acknowledged.
    const acknowledged = new Map<number, string>();
    const queue = [...tokens.keys()];
    const server = running!;
    let killed = false;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (!killed && queue.length > 0) {
          const i = queue.shift()!;
          const answer = await checkout(baseUrl, tokens[i]!, i).catch(() => null);
          if (answer?.code === 200) acknowledged.set(i, answer.data.orderNo);
          if (acknowledged.size >= BUYERS / 3 && !killed) {
            killed = true;
            server.signal('SIGKILL');
          }
        }
      }),
    );
    expect((await server.exited).signal).toBe('SIGKILL');
    console.log(`killed after ${acknowledged.size} of ${BUYERS} checkouts were acknowledged; ${queue.length} never sent`);
    expect(acknowledged.size).toBeGreaterThanOrEqual(BUYERS / 3);
    expect(acknowledged.size).toBeLessThan(BUYERS);

    baseUrl = await startServer();
    for (const [i, token] of tokens.entries()) {
      const before = await call<{ aaData: { orderNo: string }[] }>(baseUrl, 'POST', '/api/shop/selectPage', {}, token);
      if (acknowledged.has(i))
        expect(
          before.data.aaData.map((o) => o.orderNo),
          `buyer ${i}`,
        ).toEqual([acknowledged.get(i)]);
      // Every buyer retries with the same key (the app does after a failed request).
      const retry = await checkout(baseUrl, token, i);
      expect(retry.code, `buyer ${i}: ${retry.desc}`).toBe(200);
      if (acknowledged.has(i)) expect(retry.data.orderNo).toBe(acknowledged.get(i));
      const after = await call<{ iTotalRecords: number }>(baseUrl, 'POST', '/api/shop/selectPage', {}, token);
      expect(after.data.iTotalRecords, `buyer ${i}`).toBe(1);
    }

    // The embedded database is the shop's alone while it runs: look at the gateway's payments once it has stopped.
    await running!.kill();
    const database = await openDatabase({ dataDir, databaseUrl: null });
    try {
      const charged = (await testGatewayPaymentsOf(database.db)).filter((payment) => payment.status === 'succeeded');
      expect(charged).toHaveLength(BUYERS);
      expect(new Set(charged.map((payment) => payment.idempotencyKey)).size).toBe(BUYERS);
    } finally {
      await database.close();
    }
  });
});

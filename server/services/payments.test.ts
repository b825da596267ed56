import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestGateway, readLedger, type ChargeRequest } from './payments';

const request = (key: string, number = '4242424242424242'): ChargeRequest => ({
  amount: 42,
  currency: 'USD',
  card: { number, expiry: '12/39', cvc: '123', name: 'Ada' },
  idempotencyKey: key,
  description: 'Order PM1',
});

describe('the test gateway', () => {
  it('answers a repeated key with its first outcome, also after the shop restarts, and keeps a ledger', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-'));
    const ledgerFile = path.join(dir, 'ledger.jsonl');
    try {
      const first = createTestGateway({ ledgerFile });
      const paid = await first.charge(request('order-1'));
      const declined = await first.charge(request('order-2', '4000000000000002'));
      expect(paid).toMatchObject({ ok: true, reference: expect.stringMatching(/^test_ch_/) });
      expect(declined).toEqual({ ok: false, reason: 'Your card was declined. Try another card.' });

      // A crash cut the last line short: that charge never answered, so it never happened.
      fs.appendFileSync(ledgerFile, '{"key":"order-3","result":{"ok":true,"reference":"test_ch_x"}');
      const restarted = createTestGateway({ ledgerFile });
      expect(await restarted.charge(request('order-1'))).toEqual(paid);
      expect(restarted.charges.size).toBe(0);
      expect(await restarted.charge(request('order-3'))).toMatchObject({ ok: true });
      expect(readLedger(ledgerFile).map((entry) => [entry.key, entry.result.ok])).toEqual([
        ['order-1', true],
        ['order-2', false],
        ['order-3', true],
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

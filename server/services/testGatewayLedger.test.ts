/**
 * A shop upgraded from before issue 21: its test gateway's charges and refunds were in
 * DATA_DIR/test-gateway/ledger.jsonl. They are carried into the database at start, so an
 * old order can still be refunded, and never beyond what is left of it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { createTestGateway, testGatewayPaymentsOf, testGatewayRefundsOf } from './testGateway';
import { carryOldLedger, oldLedgerFile } from './testGatewayLedger';

let database: Database;
let dataDir: string;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null, databaseUrl: null });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'old-ledger-'));
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Lines as the old gateway (server/services/payments.ts before 7f91708) wrote them. */
const oldLedger = [
  // Written before refunds existed: no kind.
  { key: 'order-3', result: { ok: true, reference: 'test_ch_firstSale01' }, amount: 19.9, at: '2026-10-02T09:00:00.000Z' },
  { kind: 'charge', key: 'order-7', result: { ok: true, reference: 'test_ch_secondSale2' }, amount: 42, at: '2026-11-01T10:00:00.000Z' },
  {
    kind: 'charge',
    key: 'order-8',
    result: { ok: false, reason: 'Your card was declined. Try another card.' },
    amount: 12,
    at: '2026-11-01T10:05:00.000Z',
  },
  {
    kind: 'refund',
    key: 'refund-line-11',
    result: { ok: true, reference: 'test_re_givenBack01' },
    amount: 10,
    charge: 'test_ch_secondSale2',
    at: '2026-11-03T08:00:00.000Z',
  },
  {
    kind: 'refund',
    key: 'refund-line-12',
    result: { ok: false, reason: 'The refund is more than what is left of the charge' },
    amount: 500,
    charge: 'test_ch_secondSale2',
    at: '2026-11-03T08:01:00.000Z',
  },
]
  .map((entry) => JSON.stringify(entry))
  .join('\n');

describe('the old test gateway ledger', () => {
  it('is carried into the database once: old charges stay refundable up to what is left, old refund keys answer their refund', async () => {
    const file = oldLedgerFile(dataDir);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // The last line was cut off by a crash: never answered, so nothing happened.
    fs.writeFileSync(file, `${oldLedger}\n{"kind":"charge","key":"order-9","res`);

    expect(await carryOldLedger(database.db, dataDir)).toEqual({
      file,
      keptAs: `${file}.carried`,
      payments: 2,
      refunds: 1,
      skipped: 1,
    });
    expect(fs.existsSync(file)).toBe(false);
    expect(fs.readFileSync(`${file}.carried`, 'utf8')).toContain('test_ch_secondSale2');
    expect((await testGatewayPaymentsOf(database.db)).map(({ id, amount, status }) => ({ id, amount, status }))).toEqual([
      { id: 'test_ch_firstSale01', amount: 19.9, status: 'succeeded' },
      { id: 'test_ch_secondSale2', amount: 42, status: 'succeeded' },
    ]);

    const gateway = createTestGateway(database.db);
    expect(await gateway.confirm('test_ch_secondSale2')).toEqual({ status: 'succeeded', amount: 42, currency: 'USD', last4: null });
    // The old refund, asked again under its key, is the same refund, not a second one.
    expect(
      await gateway.refund({ reference: 'test_ch_secondSale2', amount: 10, idempotencyKey: 'refund-line-11', reason: 'Defective file' }),
    ).toEqual({ ok: true, reference: 'test_re_givenBack01' });
    // 10 of 42 went back before the upgrade: 32 are left, not a cent more.
    expect(
      await gateway.refund({ reference: 'test_ch_secondSale2', amount: 32.01, idempotencyKey: 'refund-line-13', reason: 'Defective file' }),
    ).toEqual({ ok: false, reason: 'The refund is more than what is left of the charge' });
    expect(
      await gateway.refund({ reference: 'test_ch_secondSale2', amount: 32, idempotencyKey: 'refund-line-14', reason: 'Defective file' }),
    ).toMatchObject({ ok: true });
    // The charge from before refunds existed is refundable too.
    expect(
      await gateway.refund({ reference: 'test_ch_firstSale01', amount: 19.9, idempotencyKey: 'refund-line-15', reason: 'Wrong repeat' }),
    ).toMatchObject({ ok: true });
    expect((await testGatewayRefundsOf(database.db)).map(({ paymentId, amount }) => [paymentId, amount])).toEqual([
      ['test_ch_secondSale2', 10],
      ['test_ch_secondSale2', 32],
      ['test_ch_firstSale01', 19.9],
    ]);
  });

  it('carries nothing twice: another instance, or a start whose move of the file failed, finds the rows there', async () => {
    const file = oldLedgerFile(dataDir);
    fs.copyFileSync(`${file}.carried`, file);
    const payments = await testGatewayPaymentsOf(database.db);
    const refunds = await testGatewayRefundsOf(database.db);
    expect(await carryOldLedger(database.db, dataDir)).toMatchObject({ payments: 0, refunds: 0 });
    expect(await testGatewayPaymentsOf(database.db)).toEqual(payments);
    expect(await testGatewayRefundsOf(database.db)).toEqual(refunds);
  });

  it('is nothing to carry for a shop that never had one', async () => {
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'no-ledger-'));
    try {
      expect(await carryOldLedger(database.db, fresh)).toBeNull();
    } finally {
      fs.rmSync(fresh, { recursive: true, force: true });
    }
  });
});

/**
 * Before issue 21 the test gateway kept its charges and refunds in a file,
 * `DATA_DIR/test-gateway/ledger.jsonl`, one JSON line per outcome. They now live in the
 * database (migration 0018), and the gateway no longer reads the file: without this, an
 * order paid before the upgrade could not be refunded from the back office ("The payment
 * provider does not know this charge"), and a refund repeated under an old key would be
 * given again. So at start the file's charges and refunds are carried into the tables
 * under their own references and keys, once, and the file is kept beside as a record.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../db/client';
import { testGatewayPayments, testGatewayRefunds } from '../db/schema';

/** Where the old test gateway wrote its ledger. */
export const oldLedgerFile = (dataDir: string) => path.join(dataDir, 'test-gateway', 'ledger.jsonl');

/** One outcome as the old gateway wrote it; lines written before refunds existed have no `kind`. */
const ledgerLine = z.object({
  kind: z.enum(['charge', 'refund']).optional(),
  key: z.string().min(1),
  result: z.union([z.object({ ok: z.literal(true), reference: z.string().min(1) }), z.object({ ok: z.literal(false) })]),
  amount: z.number().positive(),
  charge: z.string().optional(),
  at: z.iso.datetime(),
});

/** One line as the outcome it records; null for a line cut off by a crash, or not of the ledger's shape. */
function outcomeOf(line: string): z.infer<typeof ledgerLine> | null {
  try {
    return ledgerLine.parse(JSON.parse(line));
  } catch {
    return null;
  }
}

export interface CarriedLedger {
  file: string;
  /** Where the file is now (`<file>.carried`), or the file itself if it could not be moved. */
  keptAs: string;
  payments: number;
  refunds: number;
  /** Lines that were no outcome (a line cut off by a crash, or not the ledger's shape). */
  skipped: number;
}

/**
 * Carries `DATA_DIR/test-gateway/ledger.jsonl` into the test gateway's tables. Only what
 * the gateway answered ok: a declined charge charged nothing, a refused refund gave
 * nothing. Rows already there are left as they are, so instances that start together,
 * or a start after a failed move, carry nothing twice. Null when there is no old ledger.
 */
export async function carryOldLedger(db: Db, dataDir: string): Promise<CarriedLedger | null> {
  const file = oldLedgerFile(dataDir);
  if (!fs.existsSync(file)) return null;
  const written = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map(outcomeOf);
  const outcomes = written.flatMap((outcome) => (outcome?.result.ok ? [{ ...outcome, reference: outcome.result.reference }] : []));
  const charges = outcomes.filter((outcome) => outcome.kind !== 'refund');
  const known = new Set(charges.map((charge) => charge.reference));
  const refunds = outcomes.flatMap((outcome) =>
    outcome.kind === 'refund' && outcome.charge !== undefined && known.has(outcome.charge) ? [{ ...outcome, charge: outcome.charge }] : [],
  );
  // Lines that were no outcome, and refunds of a charge the file does not hold.
  const skipped =
    written.filter((outcome) => !outcome).length + outcomes.filter((outcome) => outcome.kind === 'refund').length - refunds.length;
  const carried = await db.transaction(async (tx) => {
    const payments = charges.length
      ? await tx
          .insert(testGatewayPayments)
          .values(
            charges.map((charge) => ({
              id: charge.reference,
              idempotencyKey: charge.key,
              // Never shown: the payment was confirmed long ago, by the old gateway.
              clientSecret: `test_secret_${randomBytes(12).toString('base64url')}`,
              amount: charge.amount,
              currency: 'USD',
              description: `Carried from ${path.basename(file)}`,
              status: 'succeeded',
              createdAt: new Date(charge.at),
              confirmedAt: new Date(charge.at),
            })),
          )
          .onConflictDoNothing()
          .returning({ id: testGatewayPayments.id })
      : [];
    const refunded = refunds.length
      ? await tx
          .insert(testGatewayRefunds)
          .values(
            refunds.map((refund) => ({
              id: refund.reference,
              idempotencyKey: refund.key,
              paymentId: refund.charge,
              amount: refund.amount,
              reason: `Carried from ${path.basename(file)}`,
              createdAt: new Date(refund.at),
            })),
          )
          .onConflictDoNothing()
          .returning({ id: testGatewayRefunds.id })
      : [];
    return { payments: payments.length, refunds: refunded.length };
  });
  let keptAs = `${file}.carried`;
  try {
    fs.renameSync(file, keptAs);
  } catch {
    // A read-only DATA_DIR: the rows are in; the next start finds them there and adds none.
    keptAs = file;
  }
  return { file, keptAs, ...carried, skipped };
}

/**
 * Operators: members who may use the back office. The role is granted and revoked from
 * the command line (`npm run operator -- grant EMAIL`), never through the API, so a
 * stolen operator session cannot make more operators. Both are audited.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members } from '../db/schema';
import type { Actor, Audit } from './audit';

export class NoSuchMember extends Error {
  constructor(readonly email: string) {
    super(`No member has the email ${email}: they must sign up in the shop first.`);
  }
}

export function createOperators(db: Db, { audit }: { audit: Audit }) {
  async function setRole(email: string, isOperator: boolean, actor: Actor): Promise<{ changed: boolean }> {
    const address = email.trim().toLowerCase();
    return db.transaction(async (tx) => {
      const [member] = await tx.select({ id: members.id, isOperator: members.isOperator }).from(members).where(eq(members.email, address));
      if (!member) throw new NoSuchMember(address);
      if (member.isOperator === isOperator) return { changed: false };
      await tx.update(members).set({ isOperator }).where(eq(members.id, member.id));
      await audit.record(
        actor,
        {
          action: isOperator ? 'operator.grant' : 'operator.revoke',
          target: `member ${address}`,
          before: { operator: member.isOperator },
          after: { operator: isOperator },
        },
        tx,
      );
      return { changed: true };
    });
  }

  return {
    /** Whether the member may use the back office (asked by every operator call). */
    async isOperator(memberId: number): Promise<boolean> {
      const [row] = await db.select({ isOperator: members.isOperator }).from(members).where(eq(members.id, memberId));
      return row?.isOperator ?? false;
    },
    /** The operator's email, as the audit log writes it; null when the member is not one. */
    async operatorActor(memberId: number): Promise<Actor | null> {
      const [row] = await db.select({ email: members.email, isOperator: members.isOperator }).from(members).where(eq(members.id, memberId));
      return row?.isOperator ? { id: memberId, name: row.email } : null;
    },
    grant: (email: string, actor: Actor) => setRole(email, true, actor),
    revoke: (email: string, actor: Actor) => setRole(email, false, actor),
    async list(): Promise<string[]> {
      const rows = await db.select({ email: members.email }).from(members).where(eq(members.isOperator, true)).orderBy(asc(members.email));
      return rows.map((r) => r.email);
    },
  };
}

export type Operators = ReturnType<typeof createOperators>;

/**
 * The audit log of the back office: every operator action (and every grant, revoke and
 * import from the command line) is written here, in the same transaction as the change
 * it describes, so the log never claims a change that did not happen nor misses one
 * that did. The back office shows it (GET through `adminAudit`).
 */
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AuditEntry, Paged } from '../../src/api/types';
import type { AuditAction } from '../../src/domain/audit';
import { containsPattern, type Db } from '../db/client';
import { auditLog } from '../db/schema';
import { specDate } from './dates';

/** Who acts: an operator (their member id and email), or the command line. */
export interface Actor {
  id: number | null;
  /** An email, or 'command line'. */
  name: string;
  /** Where an operator acted from (request.ip, the operator's own behind TRUST_PROXY); none for the command line. */
  address?: string | null;
}

export const commandLine: Actor = { id: null, name: 'command line' };

export interface AuditRecord {
  action: AuditAction;
  target: string;
  before?: unknown;
  after?: unknown;
}

export interface AuditQuery {
  /** Matches the actor, the action, the target or the address (anywhere, case-insensitive). */
  keyword: string;
  /** Only this action ('' all). */
  action: string;
  iDisplayStart: number;
  iDisplayLength: number;
}

/** JSON-able copy: dates as text, undefined dropped (jsonb keeps what JSON keeps). */
const stored = (value: unknown) => (value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown));

export function createAudit(db: Db, { now = () => new Date() }: { now?: () => Date } = {}) {
  return {
    /** Writes one entry; pass the transaction of the change so both land or neither. */
    async record(actor: Actor, entry: AuditRecord, tx: Db = db): Promise<void> {
      await tx.insert(auditLog).values({
        at: now(),
        actorId: actor.id,
        actor: actor.name,
        action: entry.action,
        target: entry.target,
        before: stored(entry.before),
        after: stored(entry.after),
        address: actor.address ?? null,
      });
    },

    /** Newest first. The keyword also finds an address, to see everything done from one. */
    async page(query: AuditQuery): Promise<Paged<AuditEntry>> {
      const where: SQL[] = [];
      if (query.action) where.push(eq(auditLog.action, query.action));
      if (query.keyword) {
        const pattern = containsPattern(query.keyword);
        where.push(
          or(
            ilike(auditLog.actor, pattern),
            ilike(auditLog.action, pattern),
            ilike(auditLog.target, pattern),
            ilike(auditLog.address, pattern),
          )!,
        );
      }
      const condition = where.length ? and(...where) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(condition)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .offset(query.iDisplayStart)
          .limit(query.iDisplayLength),
        db.select({ n: count() }).from(auditLog).where(condition),
      ]);
      return {
        aaData: rows.map((r) => ({
          id: r.id,
          at: specDate(r.at),
          actor: r.actor,
          action: r.action,
          target: r.target,
          before: r.before ?? null,
          after: r.after ?? null,
          address: r.address,
        })),
        iTotalRecords: Number(total?.n ?? 0),
      };
    },
  };
}

export type Audit = ReturnType<typeof createAudit>;

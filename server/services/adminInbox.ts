/**
 * What shoppers send the shop, as the back office reads it: feedback messages (the
 * contact dialog and page) with handled / open and replies sent by email through the
 * shop's mailer, and the newsletter's subscribers with a CSV export.
 */
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminFeedbackReplySchema, adminFeedbackSchema, adminSubscribersSchema } from '../../src/api/schemas';
import type { AdminFeedback, FeedbackReply, Paged, Subscriber } from '../../src/api/types';
import { inboxRefusals } from '../../src/domain/refusals';
import { subscribersCsv } from '../../src/domain/subscribers';
import { containsPattern, type Db } from '../db/client';
import { feedback, subscribers } from '../db/schema';
import { refusalError } from '../http';
import type { Actor, Audit } from './audit';
import { specDate } from './dates';
import { escapeHtml, type Mailer } from './mail';

type FeedbackQuery = z.output<typeof adminFeedbackSchema>;
type ReplyRequest = z.output<typeof adminFeedbackReplySchema>;
type SubscribersQuery = z.output<typeof adminSubscribersSchema>;

/** The CSV rules are the domain's (src/domain/subscribers.ts): the MSW world writes the file the same way. */
export { csvField } from '../../src/domain/subscribers';

export function createAdminInbox(db: Db, { audit, mailer, now = () => new Date() }: { audit: Audit; mailer: Mailer; now?: () => Date }) {
  const toFeedback = (row: typeof feedback.$inferSelect): AdminFeedback => ({
    id: row.id,
    email: row.email,
    category: row.category as AdminFeedback['category'],
    content: row.content,
    dateCreate: specDate(row.createdAt),
    handled: row.handledAt !== null,
    replies: (row.replies as FeedbackReply[]) ?? [],
  });

  /** `reader` is the transaction's handle inside one: on PGlite the outer `db` would wait for it (db/scope.ts). */
  async function message(id: number, reader: Db = db) {
    const [row] = await reader.select().from(feedback).where(eq(feedback.id, id));
    if (!row) throw refusalError(inboxRefusals.missing);
    return row;
  }

  return {
    /** Open messages first, newest first within each. */
    async feedbackPage(query: FeedbackQuery): Promise<Paged<AdminFeedback>> {
      const where: SQL | undefined =
        query.status === 'open' ? isNull(feedback.handledAt) : query.status === 'handled' ? isNotNull(feedback.handledAt) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(feedback)
          .where(where)
          .orderBy(sql`${feedback.handledAt} IS NOT NULL`, desc(feedback.createdAt), desc(feedback.id))
          .offset(query.iDisplayStart)
          .limit(query.iDisplayLength),
        db.select({ n: count() }).from(feedback).where(where),
      ]);
      return { aaData: rows.map(toFeedback), iTotalRecords: Number(total?.n ?? 0) };
    },

    async setHandled(actor: Actor, id: number, handled: boolean): Promise<AdminFeedback> {
      return db.transaction(async (tx) => {
        const before = await message(id, tx);
        if ((before.handledAt !== null) === handled) return toFeedback(before);
        const [after] = await tx
          .update(feedback)
          .set({ handledAt: handled ? now() : null })
          .where(eq(feedback.id, id))
          .returning();
        await audit.record(
          actor,
          {
            action: handled ? 'feedback.handle' : 'feedback.reopen',
            target: `message ${id} from ${before.email}`,
            before: { handled: !handled },
            after: { handled },
          },
          tx,
        );
        return toFeedback(after!);
      });
    },

    /** Mails the reply to the sender first; only a sent reply is recorded (and marks the message handled). */
    async reply(actor: Actor, { id, subject, text }: ReplyRequest): Promise<AdminFeedback> {
      const before = await message(id);
      await mailer.send({
        to: before.email,
        subject,
        text: `${text}\n\n— \nIn reply to your message of ${specDate(before.createdAt)}:\n> ${before.content.split('\n').join('\n> ')}`,
        html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p><hr><p>In reply to your message of ${specDate(before.createdAt)}:</p><blockquote>${escapeHtml(before.content).replace(/\n/g, '<br>')}</blockquote>`,
      });
      const entry: FeedbackReply = { at: specDate(now()), by: actor.name, subject, text };
      return db.transaction(async (tx) => {
        const [after] = await tx
          .update(feedback)
          .set({ replies: sql`${feedback.replies} || ${JSON.stringify([entry])}::jsonb`, handledAt: before.handledAt ?? now() })
          .where(eq(feedback.id, id))
          .returning();
        await audit.record(actor, { action: 'feedback.reply', target: `message ${id} from ${before.email}`, after: { subject, text } }, tx);
        return toFeedback(after!);
      });
    },

    async subscribersPage(query: SubscribersQuery): Promise<Paged<Subscriber>> {
      const where = query.keyword ? ilike(subscribers.email, containsPattern(query.keyword.toLowerCase())) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(subscribers)
          .where(where)
          .orderBy(desc(subscribers.createdAt), asc(subscribers.email))
          .offset(query.iDisplayStart)
          .limit(query.iDisplayLength),
        db.select({ n: count() }).from(subscribers).where(where),
      ]);
      return { aaData: rows.map((r) => ({ email: r.email, dateCreate: specDate(r.createdAt) })), iTotalRecords: Number(total?.n ?? 0) };
    },

    /** Every subscriber, oldest first: `email,subscribed` with a header line. */
    async subscribersCsv(actor: Actor): Promise<string> {
      const rows = await db.select().from(subscribers).orderBy(asc(subscribers.createdAt), asc(subscribers.email));
      await audit.record(actor, { action: 'subscribers.export', target: `${rows.length} subscribers` });
      return subscribersCsv(rows.map((r) => ({ email: r.email, subscribed: specDate(r.createdAt) })));
    },

    /** Open messages, for the dashboard. */
    async openCount(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(feedback)
        .where(and(isNull(feedback.handledAt)));
      return Number(row?.n ?? 0);
    },
  };
}

export type AdminInbox = ReturnType<typeof createAdminInbox>;

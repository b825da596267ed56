/**
 * The back office's catalogue: the table of every design (on sale, withdrawn, sold),
 * edits of price, licence, words, tags and flags, withdrawing and restoring, and bulk
 * price changes with a preview. Each change runs in one transaction with its audit
 * entry and the design's search row, so the store shows the change at once.
 */
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminBulkPriceSchema, adminDesignsSchema, adminDesignUpdateSchema } from '../../src/api/schemas';
import { changedFields, designAuditFields } from '../../src/domain/audit';
import { changedPrice } from '../../src/domain/licence';
import { adminDesignRefusals, designLicenceRefusal, designRefusals } from '../../src/domain/refusals';
import type { AdminDesign, BulkPriceLine, BulkPriceResult, DesignStatus, Paged } from '../../src/api/types';
import { containsPattern, type Db } from '../db/client';
import { copyToSearch, designSearch, designs } from '../db/schema';
import { refusalError } from '../http';
import type { Actor, Audit } from './audit';
import { specDate } from './dates';
import { retryingClashes, wordColumnsOf, wordsOfDesign } from './words';
import { designUpdateColumns } from '../../src/domain/designUpdate';

type DesignsQuery = z.output<typeof adminDesignsSchema>;
type DesignUpdate = z.output<typeof adminDesignUpdateSchema>;
type BulkPrice = z.output<typeof adminBulkPriceSchema>;

/** Paid, not refunded lines of each design. */
const salesOf = sql<number>`(SELECT count(*)::int FROM order_lines ol JOIN orders o ON o.id = ol.order_id
  WHERE ol.product_id = "designs"."id" AND o.status = 'Y' AND ol.refunded_at IS NULL)`.mapWith(Number);

const statusOf = (d: { sold: boolean; withdrawn: boolean }): DesignStatus => (d.sold ? 'sold' : d.withdrawn ? 'withdrawn' : 'onSale');

export function createAdminDesigns(
  db: Db,
  { audit, coverOf, onChange }: { audit: Audit; coverOf: (productId: number) => string; onChange: () => void },
) {
  type Row = typeof designs.$inferSelect & { sales: number };
  const toAdmin = (d: Row): AdminDesign => ({
    productId: d.id,
    imgSn: d.imgSn,
    cover: coverOf(d.id),
    label: d.label,
    price: d.price,
    priceOnce: d.priceOnce,
    isBuyout: d.isBuyout as 0 | 1,
    tags: d.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    words: wordsOfDesign(d),
    isRepeat: d.isRepeat as 0 | 1,
    isLayer: d.isLayer as 0 | 1,
    isVector: d.isVector as 0 | 1,
    status: statusOf(d),
    source: d.source === 'imported' ? 'imported' : 'generated',
    imgWidth: d.imgWidth,
    imgHeight: d.imgHeight,
    format: d.format,
    imgSize: d.imgSize,
    dateCreate: specDate(d.createdAt),
    sales: d.sales,
  });

  // Everything but the image signature (large, and of no use to a table).
  const { features: _f, print: _p, structure: _s, repeat: _r, localFeatures: _l, ...columns } = getTableColumns(designs);

  async function one(productId: number, tx: Db = db): Promise<Row> {
    const [row] = await tx
      .select({ ...columns, sales: salesOf })
      .from(designs)
      .where(eq(designs.id, productId));
    if (!row) throw refusalError(designRefusals.missing);
    return row as Row;
  }

  /** The design's search row follows its state: on sale, it is (re)written; off sale, it is gone. */
  async function refreshSearchRow(tx: Db, productIds: number[]) {
    if (productIds.length === 0) return;
    await tx.delete(designSearch).where(inArray(designSearch.id, productIds));
    await tx.execute(copyToSearch(inArray(designs.id, productIds)));
  }

  return {
    async page(query: DesignsQuery): Promise<Paged<AdminDesign>> {
      const where: SQL[] = [];
      if (query.status === 'onSale') where.push(sql`NOT ${designs.sold} AND NOT ${designs.withdrawn}`);
      if (query.status === 'withdrawn') where.push(sql`${designs.withdrawn} AND NOT ${designs.sold}`);
      if (query.status === 'sold') where.push(eq(designs.sold, true));
      if (query.keyword) {
        // The store's own full-text search for what is on sale, and the pattern id or
        // title anywhere for every design (withdrawn and sold ones have no search row).
        const terms = query.keyword
          .toLowerCase()
          .split(/[^\p{L}\p{N}]+/u)
          .filter(Boolean)
          .map((t) => `${t}:*`)
          .join(' & ');
        const pattern = containsPattern(query.keyword);
        where.push(
          or(
            ilike(designs.imgSn, pattern),
            ilike(designs.label, pattern),
            ilike(designs.tags, pattern),
            terms
              ? sql`"designs"."id" IN (SELECT ds.id FROM design_search ds WHERE ds.search @@ to_tsquery('simple', ${terms}))`
              : undefined,
          )!,
        );
      }
      const condition = where.length ? and(...where) : undefined;
      const order = {
        newest: [desc(designs.sort), desc(designs.id)],
        oldest: [asc(designs.sort), asc(designs.id)],
        priceAsc: [asc(designs.shownPrice), asc(designs.id)],
        priceDesc: [desc(designs.shownPrice), asc(designs.id)],
        imgSn: [asc(designs.imgSn)],
        sales: [desc(salesOf), asc(designs.id)],
      }[query.sort];
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...columns, sales: salesOf })
          .from(designs)
          .where(condition)
          .orderBy(...order)
          .offset(query.iDisplayStart)
          .limit(query.iDisplayLength),
        db.select({ n: count() }).from(designs).where(condition),
      ]);
      return { aaData: (rows as Row[]).map(toAdmin), iTotalRecords: Number(total?.n ?? 0) };
    },

    async get(productId: number): Promise<AdminDesign> {
      return toAdmin(await one(productId));
    },

    async update(actor: Actor, change: DesignUpdate): Promise<AdminDesign> {
      const result = await retryingClashes(() =>
        db.transaction(async (tx) => {
          const before = toAdmin(await one(change.productId, tx));
          const refusal = designLicenceRefusal({ ...before, sold: before.status === 'sold' }, change);
          if (refusal) throw refusalError(refusal);
          const set: Partial<typeof designs.$inferInsert> = designUpdateColumns(change);
          if (change.words !== undefined) Object.assign(set, await wordColumnsOf(tx, { ...before.words, ...change.words }));
          if (Object.keys(set).length === 0) return before;
          await tx.update(designs).set(set).where(eq(designs.id, change.productId));
          await refreshSearchRow(tx, [change.productId]);
          const after = toAdmin(await one(change.productId, tx));
          // Fields sent with the values they had change nothing, and are not audited.
          const changed = changedFields(before, after, designAuditFields);
          if (changed) await audit.record(actor, { action: 'design.update', target: `design ${after.imgSn}`, ...changed }, tx);
          return after;
        }),
      );
      onChange();
      return result;
    },

    async withdraw(actor: Actor, productId: number): Promise<AdminDesign> {
      const result = await db.transaction(async (tx) => {
        const before = toAdmin(await one(productId, tx));
        if (before.status === 'sold') throw refusalError(adminDesignRefusals.soldOffSale);
        if (before.status === 'withdrawn') return before;
        await tx.update(designs).set({ withdrawn: true }).where(eq(designs.id, productId));
        await refreshSearchRow(tx, [productId]);
        await audit.record(
          actor,
          { action: 'design.withdraw', target: `design ${before.imgSn}`, before: { status: 'onSale' }, after: { status: 'withdrawn' } },
          tx,
        );
        return toAdmin(await one(productId, tx));
      });
      onChange();
      return result;
    },

    async restore(actor: Actor, productId: number): Promise<AdminDesign> {
      const result = await db.transaction(async (tx) => {
        const before = toAdmin(await one(productId, tx));
        if (before.status === 'sold') throw refusalError(adminDesignRefusals.soldCannotReturn);
        if (before.status === 'onSale') return before;
        await tx.update(designs).set({ withdrawn: false }).where(eq(designs.id, productId));
        await refreshSearchRow(tx, [productId]);
        await audit.record(
          actor,
          { action: 'design.restore', target: `design ${before.imgSn}`, before: { status: 'withdrawn' }, after: { status: 'onSale' } },
          tx,
        );
        return toAdmin(await one(productId, tx));
      });
      onChange();
      return result;
    },

    /** The preview of a bulk price change, or the change itself (apply), in one transaction. */
    async bulkPrice(actor: Actor, request: BulkPrice): Promise<BulkPriceResult> {
      const ids = [...new Set(request.productIds)];
      const compute = async (tx: Db): Promise<BulkPriceLine[]> => {
        const rows = await tx
          .select({ id: designs.id, imgSn: designs.imgSn, price: designs.price, priceOnce: designs.priceOnce, isBuyout: designs.isBuyout })
          .from(designs)
          .where(inArray(designs.id, ids))
          .orderBy(asc(designs.imgSn));
        const missing = ids.filter((id) => !rows.some((r) => r.id === id));
        if (missing.length) throw refusalError(adminDesignRefusals.noSuchDesigns(missing));
        return (
          rows
            // A buyout price only matters for exclusives: a non-exclusive's is left as it is.
            .filter((r) => request.field === 'price' || r.isBuyout === 1)
            .map((r) => {
              const before = request.field === 'price' ? r.price : r.priceOnce;
              return { productId: r.id, imgSn: r.imgSn, before, after: changedPrice(before, request.change, request.value) };
            })
        );
      };
      if (!request.apply) return { lines: await compute(db), applied: false };
      const lines = await db.transaction(async (tx) => {
        const planned = await compute(tx);
        const changed = planned.filter((l) => l.after !== l.before);
        for (const line of changed)
          await tx
            .update(designs)
            .set(request.field === 'price' ? { price: line.after } : { priceOnce: line.after })
            .where(eq(designs.id, line.productId));
        await refreshSearchRow(
          tx,
          changed.map((l) => l.productId),
        );
        if (changed.length)
          await audit.record(
            actor,
            {
              action: 'design.bulkPrice',
              target: `${changed.length} design${changed.length === 1 ? '' : 's'} (${request.field}, ${request.change} ${request.value})`,
              before: Object.fromEntries(changed.map((l) => [l.imgSn, l.before])),
              after: Object.fromEntries(changed.map((l) => [l.imgSn, l.after])),
            },
            tx,
          );
        return planned;
      });
      onChange();
      return { lines, applied: true };
    },
  };
}

export type AdminDesigns = ReturnType<typeof createAdminDesigns>;

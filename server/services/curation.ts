/**
 * The home page as the back office curates it: the banners (the spec's banner fields:
 * the carousel, and the 'Shop By Collection' groups 2 Newest, 6 Usage Scenario and
 * 7 Style) and the designs pinned at the front of Best Sellers. Changes are audited.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminBannerSaveSchema } from '../../src/api/schemas';
import { bannerGroups } from '../../src/domain/banners';
import { curationRefusals } from '../../src/domain/refusals';
import type { AdminBanner, BestSellerPins } from '../../src/api/types';
import type { Db } from '../db/client';
import { banners, designs, meta } from '../db/schema';
import { refusalError } from '../http';
import type { Actor, Audit } from './audit';

type BannerInput = z.output<typeof adminBannerSaveSchema>;
const PINS = 'bestSellerPins';

export function createCuration(db: Db, { audit, coverOf }: { audit: Audit; coverOf: (productId: number) => string }) {
  const toBanner = (b: typeof banners.$inferSelect): AdminBanner => ({ ...b, groupId: b.groupId as AdminBanner['groupId'] });

  async function pins(): Promise<number[]> {
    const [row] = await db.select().from(meta).where(eq(meta.key, PINS));
    try {
      const ids = row ? (JSON.parse(row.value) as unknown) : [];
      return Array.isArray(ids) ? ids.filter((id): id is number => Number.isSafeInteger(id)) : [];
    } catch {
      return [];
    }
  }

  return {
    async banners(): Promise<AdminBanner[]> {
      return (await db.select().from(banners).orderBy(asc(banners.groupId), asc(banners.sort), asc(banners.id))).map(toBanner);
    },

    async saveBanner(actor: Actor, input: BannerInput): Promise<AdminBanner> {
      if (input.productId !== null) {
        const [design] = await db.select({ id: designs.id }).from(designs).where(eq(designs.id, input.productId));
        if (!design) throw refusalError(curationRefusals.notADesign(input.productId));
      }
      const { id, ...fields } = input;
      const values = { ...fields, groupName: bannerGroups[input.groupId] };
      return db.transaction(async (tx) => {
        if (id === undefined) {
          const [created] = await tx.insert(banners).values(values).returning();
          await audit.record(actor, { action: 'banner.create', target: `banner ${created!.id} '${created!.title}'`, after: values }, tx);
          return toBanner(created!);
        }
        const [before] = await tx.select().from(banners).where(eq(banners.id, id));
        if (!before) throw refusalError(curationRefusals.missing);
        const [after] = await tx.update(banners).set(values).where(eq(banners.id, id)).returning();
        const { id: _id, ...was } = before;
        await audit.record(actor, { action: 'banner.update', target: `banner ${id} '${after!.title}'`, before: was, after: values }, tx);
        return toBanner(after!);
      });
    },

    async deleteBanner(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [gone] = await tx.delete(banners).where(eq(banners.id, id)).returning();
        if (!gone) throw refusalError(curationRefusals.missing);
        await audit.record(actor, { action: 'banner.delete', target: `banner ${id} '${gone.title}'`, before: gone }, tx);
      });
    },

    /** Pinned designs lead Best Sellers (when on sale); sales and the curated order fill the rest. */
    pins,

    async bestSellerPins(): Promise<BestSellerPins> {
      const productIds = await pins();
      const rows = productIds.length
        ? await db.select({ productId: designs.id, imgSn: designs.imgSn }).from(designs).where(inArray(designs.id, productIds))
        : [];
      const byId = new Map(rows.map((r) => [r.productId, r]));
      return {
        productIds,
        designs: productIds.flatMap((id) => (byId.has(id) ? [{ ...byId.get(id)!, cover: coverOf(id) }] : [])),
      };
    },

    async saveBestSellerPins(actor: Actor, productIds: number[]): Promise<BestSellerPins> {
      const unique = [...new Set(productIds)];
      const found = unique.length ? await db.select({ id: designs.id }).from(designs).where(inArray(designs.id, unique)) : [];
      const missing = unique.filter((id) => !found.some((f) => f.id === id));
      if (missing.length) throw refusalError(curationRefusals.noSuchPinned(missing));
      const before = await pins();
      await db.transaction(async (tx) => {
        await tx
          .insert(meta)
          .values({ key: PINS, value: JSON.stringify(unique) })
          .onConflictDoUpdate({ target: meta.key, set: { value: JSON.stringify(unique) } });
        await audit.record(
          actor,
          { action: 'bestSellers.pin', target: 'Best Sellers', before: { productIds: before }, after: { productIds: unique } },
          tx,
        );
      });
      return this.bestSellerPins();
    },
  };
}

export type Curation = ReturnType<typeof createCuration>;

/**
 * Favourites folders (moodboards). A member only ever sees and changes their own: any
 * other folder id answers 404, exactly as one that does not exist (nothing is revealed).
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { colourwayCover } from '../../src/api/covers';
import type { Folder, FolderDetail, Paged, PickerFolder, ProductCard } from '../../src/api/types';
import { checkColourway } from '../../src/domain/colourway';
import { designRefusals, folderRefusals } from '../../src/domain/refusals';
import { containsPattern, rowsOf, type Db } from '../db/client';
import { designs, folderItems, folders } from '../db/schema';
import { HttpError, refusalError } from '../http';
import { paletteHexes } from './palette';

/** The spec's non-editable folder: every design the member saved, across folders. */
export const ALL_SAVED = -1;

/** The spec's title filter arrives wrapped in % (e.g. '%flo%'): match the text inside, literally. */
export const titlePattern = (filter: string) => containsPattern(filter.replace(/^%+|%+$/g, ''));

export interface FavouritesOptions {
  coverOf: (productId: number) => string;
  /** Cards of designs, in the order of the ids given (the catalogue's card query). */
  cardsOf: (productIds: number[]) => Promise<ProductCard[]>;
}

export function createFavourites(db: Db, { coverOf, cardsOf }: FavouritesOptions) {
  async function own(memberId: number, folderId: number) {
    const [folder] = await db
      .select()
      .from(folders)
      .where(and(eq(folders.id, folderId), eq(folders.memberId, memberId)));
    if (!folder) throw refusalError(folderRefusals.missing);
    return folder;
  }

  /** Folders with their pattern count and first four covers, newest first. */
  async function folderCards(rows: (typeof folders.$inferSelect)[]): Promise<Folder[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((f) => f.id);
    const counts = await db
      .select({ folderId: folderItems.folderId, n: count() })
      .from(folderItems)
      .where(inArray(folderItems.folderId, ids))
      .groupBy(folderItems.folderId);
    const firstFour = await rowsOf<{ folder_id: number; product_id: number; colourway: string }>(
      db,
      sql`SELECT folder_id, product_id, colourway FROM (
            SELECT folder_id, product_id, colourway,
                   row_number() OVER (PARTITION BY folder_id ORDER BY added_at DESC, product_id, colourway) AS n
            FROM ${folderItems} WHERE folder_id IN (${sql.join(ids, sql`, `)})) ranked
          WHERE n <= 4 ORDER BY folder_id, n`,
    );
    const countOf = new Map(counts.map((c) => [c.folderId, Number(c.n)]));
    const coversOf = new Map<number, { productId: number; cover: string }[]>();
    for (const row of firstFour) {
      const list = coversOf.get(Number(row.folder_id)) ?? [];
      list.push({ productId: Number(row.product_id), cover: colourwayCover(coverOf(Number(row.product_id)), row.colourway) });
      coversOf.set(Number(row.folder_id), list);
    }
    return rows.map((f) => ({
      folderId: f.id,
      title: f.title,
      desc: f.desc,
      picNum: countOf.get(f.id) ?? 0,
      productList: coversOf.get(f.id) ?? [],
      boardId: f.boardId,
      info: null,
      shareState: f.shareState as Folder['shareState'],
    }));
  }

  async function create(memberId: number, title: string, desc: string): Promise<Folder> {
    const [folder] = await db.insert(folders).values({ memberId, title, desc }).returning();
    return (await folderCards([folder!]))[0]!;
  }

  return {
    own,
    create,

    async list(
      memberId: number,
      { iDisplayStart, iDisplayLength, title }: { iDisplayStart: number; iDisplayLength: number; title: string },
    ): Promise<Paged<Folder>> {
      const where = and(eq(folders.memberId, memberId), sql`${folders.title} ILIKE ${titlePattern(title)}`);
      const [rows, [total]] = await Promise.all([
        db.select().from(folders).where(where).orderBy(desc(folders.id)).offset(iDisplayStart).limit(iDisplayLength),
        db.select({ n: count() }).from(folders).where(where),
      ]);
      return { aaData: await folderCards(rows), iTotalRecords: Number(total?.n ?? 0) };
    },

    /** The favourites picker: the member's folders and whether each holds `productId` in its own colours (the picker's toggle). */
    async picker(
      memberId: number,
      { productId, title, pageNum, pageSize }: { productId: number; title: string; pageNum: number; pageSize: number },
    ): Promise<Paged<PickerFolder>> {
      const where = and(eq(folders.memberId, memberId), sql`${folders.title} ILIKE ${titlePattern(title)}`);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            folderId: folders.id,
            title: folders.title,
            hasProduct: sql<number>`(EXISTS (SELECT 1 FROM ${folderItems} WHERE ${folderItems.folderId} = ${folders.id} AND ${folderItems.productId} = ${productId} AND ${folderItems.colourway} = ''))::int`,
          })
          .from(folders)
          .where(where)
          .orderBy(desc(folders.id))
          .offset((pageNum - 1) * pageSize)
          .limit(pageSize),
        db.select({ n: count() }).from(folders).where(where),
      ]);
      return { aaData: rows.map((r) => ({ ...r, hasProduct: Number(r.hasProduct) })), iTotalRecords: Number(total?.n ?? 0) };
    },

    async rename(memberId: number, folderId: number, title: string, desc: string) {
      await own(memberId, folderId);
      await db.update(folders).set({ title, desc }).where(eq(folders.id, folderId));
    },

    async remove(memberId: number, folderId: number) {
      await own(memberId, folderId);
      await db.delete(folders).where(eq(folders.id, folderId));
    },

    async detail(memberId: number, folderId: number, { pageNum, pageSize }: { pageNum: number; pageSize: number }): Promise<FolderDetail> {
      const scope =
        folderId === ALL_SAVED
          ? sql`${folderItems.folderId} IN (SELECT ${folders.id} FROM ${folders} WHERE ${folders.memberId} = ${memberId})`
          : sql`${folderItems.folderId} = ${folderId}`;
      const folder = folderId === ALL_SAVED ? null : await own(memberId, folderId);
      // One item per design and colourway: a moodboard sets colourways of a design side by side.
      const items = await db
        .select({ productId: folderItems.productId, colourway: folderItems.colourway, latest: sql`max(${folderItems.addedAt})` })
        .from(folderItems)
        .where(scope)
        .groupBy(folderItems.productId, folderItems.colourway)
        .orderBy(sql`max(${folderItems.addedAt}) DESC`, folderItems.productId, folderItems.colourway);
      const page = items.slice(pageNum * pageSize, (pageNum + 1) * pageSize);
      const cards = new Map((await cardsOf([...new Set(page.map((i) => i.productId))])).map((card) => [card.productId, card]));
      return {
        aaData: page.flatMap(({ productId, colourway }) => {
          const card = cards.get(productId);
          if (!card) return [];
          return colourway ? [{ ...card, colourway, cover: colourwayCover(card.cover, colourway) }] : [card];
        }),
        iTotalRecords: items.length,
        info: {
          folderId,
          title: folder?.title ?? 'All saved designs',
          desc: folder?.desc ?? '',
          picNum: items.length,
          boardId: folder?.boardId ?? null,
          shareState: (folder?.shareState ?? '') as Folder['shareState'],
        },
      };
    },

    /** Saves a design to a folder, in `colourway` when given (a folder may hold several of one design). */
    async add(memberId: number, folderId: number, productId: number, colourway = '') {
      await own(memberId, folderId);
      const [design] = await db.select({ id: designs.id, colours: designs.colours }).from(designs).where(eq(designs.id, productId));
      if (!design) throw refusalError(designRefusals.missing);
      const checked = checkColourway(colourway, paletteHexes(design.colours));
      if (!checked.ok) throw new HttpError(400, checked.desc, { field: 'colourway' });
      const added = await db
        .insert(folderItems)
        .values({ folderId, productId, colourway: checked.colourway })
        .onConflictDoNothing()
        .returning();
      if (added.length === 0) throw refusalError(designRefusals.alreadyThere);
    },

    async removeItem(memberId: number, folderId: number, productId: number, colourway = '') {
      await own(memberId, folderId);
      const removed = await db
        .delete(folderItems)
        .where(and(eq(folderItems.folderId, folderId), eq(folderItems.productId, productId), eq(folderItems.colourway, colourway)))
        .returning();
      if (removed.length === 0) throw refusalError(folderRefusals.designNotInFolder);
    },

    /** For cards and details: how many of the member's folders hold each design, and one of them. */
    async collections(memberId: number, productIds: number[]): Promise<Map<number, { collectionId: number; hasCollection: number }>> {
      if (productIds.length === 0) return new Map();
      const rows = await db
        .select({ productId: folderItems.productId, n: count(), first: sql<number>`min(${folderItems.folderId})` })
        .from(folderItems)
        .innerJoin(folders, eq(folders.id, folderItems.folderId))
        .where(and(eq(folders.memberId, memberId), inArray(folderItems.productId, productIds)))
        .groupBy(folderItems.productId);
      return new Map(rows.map((r) => [r.productId, { collectionId: Number(r.first), hasCollection: Number(r.n) }]));
    },
  };
}

export type Favourites = ReturnType<typeof createFavourites>;

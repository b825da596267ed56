/**
 * Two instances of the shop over one database (issue 21): what one of them remembers
 * about the catalogue (the filter tree's counts, a cover's version) must follow a change
 * made through the other, as its search copy already does.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { designSearch, designs } from '../db/schema';
import { seedTestCatalogue } from '../testing/seeded';
import { createCatalogue } from './catalogue';

type Word = { id: number; word: string; productCount: number };
const wordCounts = (tree: Awaited<ReturnType<ReturnType<typeof createCatalogue>['typeTree']>>) =>
  new Map(tree.flatMap((group) => (Array.isArray(group.data) ? (group.data as Word[]) : [])).map((w) => [w.id, w.productCount]));

describe('the catalogue seen from two instances', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: null, databaseUrl: null });
    await seedTestCatalogue(database.db, 24);
  });

  afterAll(async () => {
    await database?.close();
  });

  it('counts a design sold through the other instance out of the filter tree', async () => {
    const a = createCatalogue(database.db, { imageBaseUrl: '' });
    const b = createCatalogue(database.db, { imageBaseUrl: '' });
    const [exclusive] = await database.db
      .select({ id: designSearch.id, wordIds: designSearch.wordIds })
      .from(designSearch)
      .where(eq(designSearch.isBuyout, 1))
      .limit(1);
    expect(exclusive?.wordIds.length).toBeGreaterThan(0);

    const before = wordCounts(await a.typeTree());
    expect(await b.claimExclusive(exclusive!.id)).toBe(true);
    const after = wordCounts(await a.typeTree());

    for (const word of exclusive!.wordIds) expect({ word, count: after.get(word) }).toEqual({ word, count: before.get(word)! - 1 });
  });

  it('names the new artwork’s cover after the other instance replaced it', async () => {
    const a = createCatalogue(database.db, { imageBaseUrl: '' });
    const [design] = await database.db.select({ id: designs.id }).from(designs).where(eq(designs.sold, false)).limit(1);
    await database.db.update(designs).set({ source: 'imported', contentHash: 'aaaaaaaaaaaaaaaa' }).where(eq(designs.id, design!.id));
    expect((await a.detail(design!.id)).cover).toBe(`/img/cover/${design!.id}.webp?v=aaaaaaaaaa`);

    // What an import of new artwork writes, through the other instance: the design's
    // hash, and its search row again (which moves the catalogue's version on).
    await database.db.update(designs).set({ contentHash: 'bbbbbbbbbbbbbbbb' }).where(eq(designs.id, design!.id));
    await database.db.update(designSearch).set({ popularity: 1 }).where(eq(designSearch.id, design!.id));
    expect((await a.detail(design!.id)).cover).toBe(`/img/cover/${design!.id}.webp?v=bbbbbbbbbb`);
  });
});

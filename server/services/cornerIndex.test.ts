/**
 * The index of every design's corners (issue 40): it must find what counting every
 * design in full finds, and follow corners written after it loaded, by this process or
 * another, without losing or mixing up a design.
 */
import { eq, inArray } from 'drizzle-orm';
import { realArtworkCover, realArtworkNames } from '../testing/realArtwork';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { designs } from '../db/schema';
import { alteredQuery } from '../testing/alteredQueries';
import { seedTestCatalogue } from '../testing/seeded';
import { createCatalogue } from './catalogue';
import { createCornerIndex } from './cornerIndex';
import { uploadSignatureOf } from './features';
import { agreement, encodeLocalFeatures, localFeaturesOf, localQueryOf, type LocalFeatures, type LocalQuery } from './localFeatures';
import { createRandom } from '../../src/patterns/random';

/** Real artwork no one here drew: whole pictures, not the small repeat tiles. */
const pictures = realArtworkNames({ wholePictures: true });
const coverOf = realArtworkCover;

/** Corners no picture has: random descriptors, about 128 of 256 bits from any real one. */
function randomCorners(seed: number): LocalFeatures {
  const random = createRandom(seed);
  const count = 250;
  const byte = () => random.int(0, 255);
  return {
    count,
    angles: Uint8Array.from({ length: count }, byte),
    levels: Uint8Array.from({ length: count }, () => random.int(0, 7)),
    descriptors: Uint8Array.from({ length: count * 32 }, byte),
  };
}

describe('the index of corners', () => {
  let database: Database;
  let ids: number[];
  const corners = new Map<string, LocalFeatures>();
  const turned = new Map<string, LocalQuery>();

  const store = async (id: number, features: LocalFeatures | null) =>
    database.db
      .update(designs)
      .set({ localFeatures: features && encodeLocalFeatures(features) })
      .where(eq(designs.id, id));

  beforeAll(async () => {
    database = await openDatabase({ dataDir: null, databaseUrl: null });
    await seedTestCatalogue(database.db, 100);
    ids = (await database.db.select({ id: designs.id }).from(designs).orderBy(designs.id)).map(({ id }) => id);
    for (const [k, name] of pictures.entries()) {
      const cover = await coverOf(name);
      corners.set(name, await localFeaturesOf(cover));
      turned.set(name, await localQueryOf((await alteredQuery('rotated', { cover }, 11 + k)).image));
    }
  });

  afterAll(async () => {
    await database?.close();
  });

  it('finds the design counting every design in full finds, among many it passes over', async () => {
    // The real pictures' corners on the first designs, random corners on the other 86:
    // more than are counted in full, so the index files them.
    for (const [k, name] of pictures.entries()) await store(ids[k]!, corners.get(name)!);
    for (const id of ids.slice(pictures.length)) await store(id, randomCorners(id));
    const index = createCornerIndex(database.db);
    await index.catchUp();
    expect(index.state()).toMatchObject({ filed: ids.length, recent: 0 });

    const sameFirst: string[] = [];
    for (const [k, name] of pictures.entries()) {
      const query = turned.get(name)!;
      const inFull = pictures.map((other) => agreement(query, corners.get(other)!));
      const best = Math.max(...inFull);
      const [first] = await index.nearest(query, 1);
      // The index counts only pairs filed under nearby keys: never more than in full.
      if (first) expect(first.agreement, name).toBeLessThanOrEqual(inFull[pictures.indexOf(name)]! + best);
      if (best > 0 && inFull[k] === best && first?.id === ids[k]) sameFirst.push(name);
    }
    const firstInFull = pictures.filter((name, k) => {
      const inFull = pictures.map((other) => agreement(turned.get(name)!, corners.get(other)!));
      return inFull[k]! > 0 && inFull[k] === Math.max(...inFull);
    });
    // Measured: the same first design for every picture whose copy agrees most with its own.
    expect(sameFirst.length, `${sameFirst.join(', ')} of ${firstInFull.join(', ')}`).toBeGreaterThanOrEqual(firstInFull.length - 1);
    expect(firstInFull.length).toBeGreaterThanOrEqual(10);
  });

  it('follows corners written after it loaded: new, written again, and removed', async () => {
    const index = createCornerIndex(database.db);
    await index.catchUp();
    // Two pictures with corners to speak of (lines and matcaps have few, or alike ones).
    const [a, b] = ['PM-normal-0000.png', 'PM-texture-three.jpg'];
    const design = ids[ids.length - 1]!;
    const firstFor = async (name: string) => (await index.nearest(turned.get(name)!, 1))[0]?.id;

    // Another process measures a design after this index loaded: found on the next search.
    await store(design, corners.get(a!)!);
    const found = await index.nearest(turned.get(a!)!, 2);
    expect(found.map(({ id }) => id).sort()).toEqual([ids[pictures.indexOf(a!)]!, design].sort());

    // Measured again, as another picture: found by its new corners, not its old.
    await store(design, corners.get(b!)!);
    expect((await index.nearest(turned.get(a!)!, 5)).map(({ id }) => id)).not.toContain(design);
    expect((await index.nearest(turned.get(b!)!, 2)).map(({ id }) => id)).toContain(design);

    // Many at once (another process reseeding): filed together, each still found.
    for (const [k, name] of pictures.entries()) await store(ids[ids.length - 1 - k]!, corners.get(name)!);
    for (const id of ids.slice(pictures.length, ids.length - pictures.length)) await store(id, randomCorners(id + 1));
    for (const [k] of pictures.entries()) await store(ids[k]!, randomCorners(k + 5000));
    const before = index.state().serial;
    const movedTo = ids[ids.length - 1 - pictures.indexOf(a!)]!;
    expect(await firstFor(a!)).toBe(movedTo);
    expect(index.state()).toMatchObject({ recent: 0, filed: ids.length });
    expect(index.state().serial).toBeGreaterThan(before);

    // Corners cleared (a new version to be measured): the design is not found by its old ones.
    await database.db
      .update(designs)
      .set({ localFeatures: null })
      .where(inArray(designs.id, [movedTo]));
    const afterClearing = await index.nearest(turned.get(a!)!, 3);
    expect(afterClearing.map(({ id }) => id)).not.toContain(movedTo);
  });

  it('brings search by image a design its signatures leave off the shortlist, also when looked up before the signature', async () => {
    // A generated design given a real picture's corners: a turned copy of the picture is
    // near it by its corners alone, and far from every design by its colours, texture and
    // repeat (the picture itself is not in the catalogue). The signatures' shortlist for
    // the 10 shown leaves it out; the index brings it in, and its corners move it up.
    const picture = 'PM-texture-three.jpg';
    for (const id of ids) await store(id, randomCorners(id + 9000));
    const upload = await uploadSignatureOf((await alteredQuery('rotated', { cover: await coverOf(picture) }, 3)).image);
    const catalogue = createCatalogue(database.db, { imageBaseUrl: '', searchIndex: false, cornerIndex: false });
    // The design the signatures put last of all.
    const bySignatures = await catalogue.similar({ ...upload, local: undefined }, ids.length);
    const design = bySignatures.at(-1)!;
    await store(design.productId, corners.get(picture)!);
    const shown = async (cornerIndex: boolean) =>
      (await createCatalogue(database.db, { imageBaseUrl: '', searchIndex: false, cornerIndex }).similar(upload, 10)).map(
        ({ imgSn }) => imgSn,
      );
    expect(await shown(false)).not.toContain(design.imgSn);
    expect((await shown(true)).slice(0, 3)).toContain(design.imgSn);
    // As the server asks (routes/product.ts): the index is looked up when the corners come,
    // before the signature is measured, and the search uses that lookup: the same answer.
    const early = createCatalogue(database.db, { imageBaseUrl: '', searchIndex: false, cornerIndex: true });
    const local = Promise.resolve(upload.local!);
    early.lookUpCornersEarly(local);
    expect((await early.similar({ ...upload, local }, 10)).map(({ imgSn }) => imgSn)).toEqual(await shown(true));
  });

  it('reads no more than its share for an upload whose corners fall where most corners are', async () => {
    // Every design given the same picture's corners: each of its keys holds a posting for
    // every design, as an upload made to land where most postings are would find them.
    const picture = 'PM-normal-0000.png';
    for (const id of ids) await store(id, corners.get(picture)!);
    const query = turned.get(picture)!;
    const unbounded = createCornerIndex(database.db, { postingsPerSearch: Number.MAX_SAFE_INTEGER });
    expect(await unbounded.nearest(query, 3)).toHaveLength(3);
    const read = unbounded.state().postingsRead;
    const share = Math.floor(read / 4);
    const bounded = createCornerIndex(database.db, { postingsPerSearch: share });
    const found = await bounded.nearest(query, 3);
    expect(bounded.state().postingsRead).toBeLessThanOrEqual(share);
    // Cut short, it still answers with what it counted.
    expect(found).toHaveLength(3);
  });
});

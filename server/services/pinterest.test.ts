/**
 * Sharing a folder to Pinterest with several instances of the shop over one database
 * (issue 21): each instance resumes folders left uploading when it starts, and none may
 * pin a design twice. The member-facing behaviour is in server/testing/memberSuite.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { folderItems, folders, members } from '../db/schema';
import { startFakePinterest, type FakePinterest } from '../testing/fakePinterest';
import { seedTestCatalogue } from '../testing/seeded';
import { createPinterestClient, createSharing } from './pinterest';

describe('Pinterest sharing across instances', () => {
  let database: Database;
  let pinterest: FakePinterest;
  let memberId = 0;

  const instance = () =>
    createSharing(database.db, {
      client: createPinterestClient({ baseUrl: pinterest.baseUrl }),
      pinImage: async () => Buffer.from('jpeg'),
      mayShare: async () => true,
    });

  /** A folder of `designs` designs, left 'uploading' as a stopped instance leaves it. */
  async function uploadingFolder(title: string, designs: number, claim: { worker: string; leaseSeconds: number } | null = null) {
    const [folder] = await database.db
      .insert(folders)
      .values({ memberId, title, boardId: '9001', shareState: 'uploading' })
      .returning({ id: folders.id });
    await database.db
      .insert(folderItems)
      .values(Array.from({ length: designs }, (_, i) => ({ folderId: folder!.id, productId: 1001 + i })));
    if (claim)
      await database.db
        .update(folders)
        .set({ shareWorker: claim.worker, shareLeaseUntil: new Date(Date.now() + claim.leaseSeconds * 1000) })
        .where(eq(folders.id, folder!.id));
    return folder!.id;
  }

  const pinsOn = async (folderId: number) =>
    (await database.db.select({ pinId: folderItems.pinId }).from(folderItems).where(eq(folderItems.folderId, folderId))).map(
      (item) => item.pinId,
    );
  const stateOf = async (folderId: number) =>
    (await database.db.select({ state: folders.shareState }).from(folders).where(eq(folders.id, folderId)))[0]!.state;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: null, databaseUrl: null });
    await seedTestCatalogue(database.db, 12);
    pinterest = await startFakePinterest({ pinDelayMs: 20 });
    const [member] = await database.db
      .insert(members)
      .values({
        email: 'sharer@example.com',
        passwordHash: 'x',
        userName: 'sharer',
        companyName: 'sharer',
        pinterestToken: pinterest.token,
      })
      .returning({ id: members.id });
    memberId = member!.id;
  });

  afterAll(async () => {
    await pinterest?.close();
    await database?.close();
  });

  it('pins each design once when two instances resume the same folder at once', async () => {
    const folderId = await uploadingFolder('Resumed twice', 8);
    const before = pinterest.pins.length;
    const [a, b] = [instance(), instance()];
    await Promise.all([a.resume(), b.resume()]);
    await Promise.all([a.idle(), b.idle()]);
    expect(pinterest.pins.length - before).toBe(8);
    expect(new Set(await pinsOn(folderId)).size).toBe(8);
    expect(await stateOf(folderId)).toBe('sharing');
  });

  it('leaves a folder another live instance holds, and takes it over once that claim runs out', async () => {
    const held = await uploadingFolder('Held elsewhere', 3, { worker: 'another-instance', leaseSeconds: 60 });
    const abandoned = await uploadingFolder('Abandoned', 3, { worker: 'a-stopped-instance', leaseSeconds: -5 });
    const sharing = instance();
    await sharing.resume();
    await sharing.idle();
    expect(await pinsOn(held)).toEqual([null, null, null]);
    expect(await stateOf(held)).toBe('uploading');
    expect((await pinsOn(abandoned)).every((pin) => pin !== null)).toBe(true);
    expect(await stateOf(abandoned)).toBe('sharing');
  });
});

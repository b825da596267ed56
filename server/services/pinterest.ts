/**
 * Sharing a favourites folder to Pinterest (API v5): the member's boards, and a
 * background job that makes one pin per design of the folder on the chosen board.
 * The job's state lives in the database (folders.share_state, folder_items.pin_id):
 * 'uploading' while pins are made, 'sharing' when every design has its pin, '' when
 * stopped. A restart resumes folders left 'uploading'; a design already pinned is
 * never pinned twice.
 *
 * With several instances of the shop over one database, one instance pins a folder at
 * a time: it claims the folder (share_worker) for a minute and renews the claim before
 * each pin; the others leave a claimed folder alone. A claim left by an instance that
 * stopped runs out, and `resume`, which looks again every minute, takes the folder over.
 * The claim's times are the database's, so the instances' clocks need not agree.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Board } from '../../src/api/types';
import { folderRefusals } from '../../src/domain/refusals';
import type { Db } from '../db/client';
import { designs, folderItems, folders, members } from '../db/schema';
import { HttpError, refusalError } from '../http';

export const DEFAULT_PINTEREST_API = 'https://api.pinterest.com';

export class PinterestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function createPinterestClient({
  baseUrl = DEFAULT_PINTEREST_API,
  fetchImpl = fetch,
}: { baseUrl?: string; fetchImpl?: typeof fetch } = {}) {
  async function request<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
    const response = await fetchImpl(new URL(path, baseUrl), {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new PinterestError(response.status, `Pinterest answered ${response.status}`);
    return (await response.json()) as T;
  }
  return {
    /** Every board of the token's account (following Pinterest's bookmark paging). */
    async boards(token: string): Promise<Board[]> {
      const found: Board[] = [];
      let bookmark: string | null = null;
      do {
        const page: { items: { id: string; name: string; description?: string | null }[]; bookmark?: string | null } = await request(
          token,
          `/v5/boards?page_size=100${bookmark ? `&bookmark=${encodeURIComponent(bookmark)}` : ''}`,
        );
        for (const b of page.items) found.push({ id: b.id, name: b.name, ...(b.description ? { description: b.description } : {}) });
        bookmark = page.bookmark ?? null;
      } while (bookmark && found.length < 1000);
      return found;
    },
    async createPin(token: string, pin: { boardId: string; title: string; description: string; jpeg: Buffer }): Promise<string> {
      const created = await request<{ id: string }>(token, '/v5/pins', {
        method: 'POST',
        body: JSON.stringify({
          board_id: pin.boardId,
          title: pin.title,
          description: pin.description,
          media_source: { source_type: 'image_base64', content_type: 'image/jpeg', data: pin.jpeg.toString('base64') },
        }),
      });
      return created.id;
    },
  };
}

export type PinterestClient = ReturnType<typeof createPinterestClient>;

export interface SharingOptions {
  client: PinterestClient;
  /** The JPEG a pin shows (Pinterest takes JPEG or PNG). */
  pinImage: (productId: number) => Promise<Buffer>;
  /** Whether the member may share (pinterestAdmin > 0). */
  mayShare: (memberId: number) => Promise<boolean>;
  /**
   * The shop's own Pinterest token (PINTEREST_ACCESS_TOKEN): members with pinterestAdmin
   * share to the shop's boards with it, whatever token the client sends.
   */
  shopToken?: string;
  log?: { error: (object: unknown, message: string) => void };
}

/** How long a claim on a folder holds without being renewed (a pin takes seconds). */
const SHARE_LEASE_SECONDS = 60;
/** How often `resume` looks again for folders whose claim ran out. */
const RESUME_EVERY_MS = 60_000;

export function createSharing(db: Db, { client, pinImage, mayShare, shopToken, log }: SharingOptions) {
  const running = new Map<number, Promise<void>>();
  /** This process, as the folders' claims name it. */
  const worker = randomUUID();
  let resumeTimer: NodeJS.Timeout | null = null;

  /** Claims the folder for this process, or renews the claim; false when it is not 'uploading' or another live process holds it. */
  async function claim(folderId: number): Promise<boolean> {
    const claimed = await db
      .update(folders)
      .set({ shareWorker: worker, shareLeaseUntil: sql`now() + make_interval(secs => ${SHARE_LEASE_SECONDS})` })
      .where(
        and(
          eq(folders.id, folderId),
          eq(folders.shareState, 'uploading'),
          or(isNull(folders.shareWorker), eq(folders.shareWorker, worker), lt(folders.shareLeaseUntil, sql`now()`)),
        ),
      )
      .returning({ id: folders.id });
    return claimed.length > 0;
  }

  async function ownFolder(memberId: number, folderId: number) {
    const [folder] = await db
      .select()
      .from(folders)
      .where(and(eq(folders.id, folderId), eq(folders.memberId, memberId)));
    if (!folder) throw refusalError(folderRefusals.missing);
    return folder;
  }

  /** Pins every unpinned design of the folder, one at a time, until done or stopped. */
  async function work(folderId: number) {
    if (!(await claim(folderId))) return;
    const [folder] = await db
      .select({ boardId: folders.boardId, token: members.pinterestToken })
      .from(folders)
      .innerJoin(members, eq(members.id, folders.memberId))
      .where(eq(folders.id, folderId));
    if (!folder?.boardId || !folder.token) {
      await db.update(folders).set({ shareState: '', shareWorker: null }).where(eq(folders.id, folderId));
      return;
    }
    for (;;) {
      // Stopped by the member, or (after a stall longer than the claim) taken over.
      if (!(await claim(folderId))) return;
      const [next] = await db
        .select({ productId: folderItems.productId, imgSn: designs.imgSn, label: designs.label })
        .from(folderItems)
        .innerJoin(designs, eq(designs.id, folderItems.productId))
        .where(and(eq(folderItems.folderId, folderId), isNull(folderItems.pinId)))
        .orderBy(asc(folderItems.addedAt), asc(folderItems.productId))
        .limit(1);
      if (!next) break;
      const pinId = await client.createPin(folder.token, {
        boardId: folder.boardId,
        title: next.imgSn,
        description: `${next.label} — seamless pattern ${next.imgSn}`,
        jpeg: await pinImage(next.productId),
      });
      await db
        .update(folderItems)
        .set({ pinId })
        .where(and(eq(folderItems.folderId, folderId), eq(folderItems.productId, next.productId)));
    }
    await db
      .update(folders)
      .set({ shareState: 'sharing', shareWorker: null, shareLeaseUntil: null })
      .where(and(eq(folders.id, folderId), eq(folders.shareState, 'uploading'), eq(folders.shareWorker, worker)));
  }

  function start(folderId: number) {
    if (running.has(folderId)) return;
    const job = work(folderId)
      .catch(async (error: unknown) => {
        log?.error({ err: error, folderId }, 'sharing to Pinterest stopped');
        await db.update(folders).set({ shareState: '', shareWorker: null, shareLeaseUntil: null }).where(eq(folders.id, folderId));
      })
      .finally(() => running.delete(folderId));
    running.set(folderId, job);
  }

  return {
    async boards(memberId: number, accessToken: string): Promise<Board[]> {
      // The shop's boards are for its sharing members only.
      if (shopToken && !(await mayShare(memberId))) throw refusalError(folderRefusals.sharingNotEnabled);
      const token = shopToken ?? accessToken;
      try {
        const boards = await client.boards(token);
        // Kept for the pins the sharing job makes later.
        await db.update(members).set({ pinterestToken: token }).where(eq(members.id, memberId));
        return boards;
      } catch (error) {
        if (error instanceof PinterestError && (error.status === 401 || error.status === 403))
          throw new HttpError(400, 'Pinterest did not accept this access token', { field: 'accessToken' });
        throw new HttpError(502, 'Pinterest cannot be reached, please try again later');
      }
    },

    async open(memberId: number, folderId: number, boardId: string) {
      if (!(await mayShare(memberId))) throw refusalError(folderRefusals.sharingNotEnabled);
      await ownFolder(memberId, folderId);
      const [member] = await db.select({ token: members.pinterestToken }).from(members).where(eq(members.id, memberId));
      if (!member?.token) throw new HttpError(400, 'Choose a board first (Pinterest is not connected)', { field: 'boardId' });
      await db.update(folders).set({ boardId, shareState: 'uploading' }).where(eq(folders.id, folderId));
      start(folderId);
    },

    async close(memberId: number, folderId: number) {
      await ownFolder(memberId, folderId);
      await db.update(folders).set({ shareState: '' }).where(eq(folders.id, folderId));
    },

    /**
     * Picks up folders left uploading by a stopped server, or whose claim ran out (an
     * instance that stopped mid-way); with `watch`, looks again every minute until `stop`.
     */
    async resume({ watch = false }: { watch?: boolean } = {}) {
      const left = await db
        .select({ id: folders.id })
        .from(folders)
        .where(and(eq(folders.shareState, 'uploading'), or(isNull(folders.shareLeaseUntil), lt(folders.shareLeaseUntil, sql`now()`))));
      for (const { id } of left) start(id);
      if (watch && !resumeTimer) {
        resumeTimer = setInterval(() => {
          this.resume().catch((error: unknown) => log?.error({ err: error }, 'Pinterest sharing not resumed'));
        }, RESUME_EVERY_MS);
        resumeTimer.unref();
      }
    },

    /** Stops looking for folders to resume (shutdown). */
    stop() {
      if (resumeTimer) clearInterval(resumeTimer);
      resumeTimer = null;
    },

    /** Resolves when every running job has finished (tests, shutdown). */
    async idle() {
      while (running.size) await Promise.all([...running.values()]);
    },
  };
}

export type Sharing = ReturnType<typeof createSharing>;

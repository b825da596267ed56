/**
 * Quick Sharing of a folder to the pinboard service (storefront §2 "Folder detail", §4
 * "Share to board", §6): who sees it, what its button says, and the board search.
 */
import type { Board, FolderDetail, MemberInfo } from '../../api/types';

/** The button's words (§4), reproduced exactly. */
export const shareLabels = {
  idle: 'Quick Sharing',
  uploading: 'Are Uploading...',
  sharing: 'Sharing With Pinterest',
  stop: 'Stop sharing',
} as const;

/** Where a folder's sharing stands: not shared, pins being uploaded, shared. */
export type ShareState = 'idle' | 'uploading' | 'sharing';

/** Members whose pinterestAdmin is above 0 see Quick Sharing (§6). */
export const canShare = (info: Pick<MemberInfo, 'pinterestAdmin'> | undefined) => (info?.pinterestAdmin ?? 0) > 0;

/**
 * The folder's sharing state from its detail header. The server says it in `shareState`;
 * a server that leaves it out still names the board it shares to in `boardId`.
 */
export function shareStateOf(info: Pick<FolderDetail['info'], 'shareState' | 'boardId'> | undefined): ShareState {
  if (!info) return 'idle';
  if (info.shareState === 'uploading') return 'uploading';
  if (info.shareState === 'sharing') return 'sharing';
  if (info.shareState === undefined && info.boardId) return 'sharing';
  return 'idle';
}

/**
 * How often folder detail asks again while pins upload, so 'Are Uploading...' turns into
 * 'Sharing With Pinterest' without a reload. The spec gives no interval; two seconds
 * feels live without loading the server.
 */
export const SHARE_POLL_MS = 2000;

/** Boards whose name contains the search text (any case), in the service's order. */
export function filterBoards(boards: readonly Board[], search: string): Board[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...boards];
  return boards.filter((board) => board.name.toLowerCase().includes(needle));
}

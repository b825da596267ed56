import { describe, expect, it } from 'vitest';
import { canShare, filterBoards, shareLabels, shareStateOf } from './sharing';

describe('canShare', () => {
  it('is for members whose pinterestAdmin is above 0', () => {
    expect(canShare({ pinterestAdmin: 1 })).toBe(true);
    expect(canShare({ pinterestAdmin: 3 })).toBe(true);
    expect(canShare({ pinterestAdmin: 0 })).toBe(false);
    expect(canShare({ pinterestAdmin: -1 })).toBe(false);
    expect(canShare(undefined)).toBe(false);
  });
});

describe('shareStateOf', () => {
  it('reads the server’s shareState', () => {
    expect(shareStateOf({ shareState: '', boardId: null })).toBe('idle');
    expect(shareStateOf({ shareState: 'uploading', boardId: 'b' })).toBe('uploading');
    expect(shareStateOf({ shareState: 'sharing', boardId: 'b' })).toBe('sharing');
  });
  it('falls back to the board id when shareState is left out', () => {
    expect(shareStateOf({ boardId: 'board-1' })).toBe('sharing');
    expect(shareStateOf({ boardId: null })).toBe('idle');
    // An explicit '' wins over a board id left behind.
    expect(shareStateOf({ shareState: '', boardId: 'board-1' })).toBe('idle');
    expect(shareStateOf(undefined)).toBe('idle');
  });
  it('has the spec’s labels', () => {
    expect(shareLabels).toEqual({
      idle: 'Quick Sharing',
      uploading: 'Are Uploading...',
      sharing: 'Sharing With Pinterest',
      stop: 'Stop sharing',
    });
  });
});

describe('filterBoards', () => {
  const boards = [
    { id: 'a', name: 'Coastal moodboard' },
    { id: 'b', name: 'Florals SS27' },
    { id: 'c', name: 'Kidswear prints' },
  ];
  it('keeps every board for an empty search', () => {
    expect(filterBoards(boards, '  ')).toEqual(boards);
  });
  it('matches part of the name in any case', () => {
    expect(filterBoards(boards, 'FLO').map((b) => b.id)).toEqual(['b']);
    expect(filterBoards(boards, 'r').map((b) => b.id)).toEqual(['a', 'b', 'c']);
    expect(filterBoards(boards, 'zebra')).toEqual([]);
  });
});

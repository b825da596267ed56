import {
  addFolderSchema,
  bookmarkItemSchema,
  folderIdSchema,
  renameFolderSchema,
  saveFolderSchema,
  selectBookmarkDetailSchema,
  selectBookmarkSchema,
  selectBookmarkSimpleSchema,
} from '../../src/api/schemas';
import { colourwayCover } from '../../src/api/covers';
import type { Folder } from '../../src/api/types';
import { checkColourway } from '../../src/domain/colourway';
import { designRefusals, folderRefusals } from '../../src/domain/refusals';
import { mockPaletteHexes } from '../fixtures/catalogue';
import type { MockFolder, MockMember } from '../fixtures/members';
import { world, type World } from '../world';
import { cardFor } from './product';
import { bodyOf, refuse, route, scenarios, validate } from './route';

/** SQL-like title filter: the client wraps search text in percent signs. */
const titleMatches = (title: string, filter: string) => title.toLowerCase().includes(filter.replace(/^%|%$/g, '').toLowerCase());

/** A folder's items, newest first: the colourways saved, then the designs in their own colours. */
const itemsOf = (f: MockFolder) => [...(f.colourwayItems ?? []), ...f.productIds.map((productId) => ({ productId, colourway: '' }))];

const toFolder = (w: World, f: MockFolder): Folder => ({
  folderId: f.folderId,
  title: f.title,
  desc: f.desc,
  picNum: itemsOf(f).length,
  productList: itemsOf(f)
    .slice(0, 4)
    .map(({ productId, colourway }) => ({ productId, cover: colourwayCover(w.designById.get(productId)!.cover, colourway) })),
  boardId: f.boardId,
  info: null,
  shareState: f.shareState,
});

/** The caller's own folder, or 404: another member's folder is never revealed. */
function ownFolder(w: World, member: MockMember, folderId: number): MockFolder {
  return w.folders.find((f) => f.folderId === folderId && f.memberId === member.memberId) ?? refuse(folderRefusals.missing);
}

function createFolder(w: World, memberId: number, title: string, desc: string): MockFolder {
  const folder: MockFolder = { folderId: w.nextId(), memberId, title, desc, productIds: [], boardId: null, shareState: '' };
  w.folders.push(folder);
  return folder;
}

const defaults = [
  route('selectBookmark', async ({ request, member }) => {
    const { iDisplayStart, iDisplayLength, title } = validate(selectBookmarkSchema, await bodyOf(request));
    const w = world();
    const mine = w.folders.filter((f) => f.memberId === member.memberId && titleMatches(f.title, title));
    return {
      data: { aaData: mine.slice(iDisplayStart, iDisplayStart + iDisplayLength).map((f) => toFolder(w, f)), iTotalRecords: mine.length },
    };
  }),
  route('selectBookmarkSimple', async ({ request, member }) => {
    const { pageSize, pageNum, productId, title } = validate(selectBookmarkSimpleSchema, await bodyOf(request));
    const mine = world().folders.filter((f) => f.memberId === member.memberId && titleMatches(f.title, title));
    const page = mine.slice((pageNum - 1) * pageSize, pageNum * pageSize);
    return {
      data: {
        aaData: page.map((f) => ({ folderId: f.folderId, title: f.title, hasProduct: f.productIds.includes(productId) ? 1 : 0 })),
        iTotalRecords: mine.length,
      },
    };
  }),
  route('saveFolder', async ({ request, member }) => {
    const { title, desc } = validate(saveFolderSchema, await bodyOf(request));
    const w = world();
    return { data: toFolder(w, createFolder(w, member.memberId, title, desc)) };
  }),
  route('renameFolder', async ({ request, member }) => {
    const { folderId, title, desc } = validate(renameFolderSchema, await bodyOf(request));
    const folder = ownFolder(world(), member, folderId);
    folder.title = title;
    folder.desc = desc;
    return {};
  }),
  route('deleteFolder', async ({ request, member }) => {
    const { folderId } = validate(folderIdSchema, await bodyOf(request));
    const w = world();
    const folder = ownFolder(w, member, folderId);
    w.folders.splice(w.folders.indexOf(folder), 1);
    return {};
  }),
  route('selectBookmarkDetail', async ({ request, caller, member }) => {
    const { folderId, pageNum, pageSize } = validate(selectBookmarkDetailSchema, await bodyOf(request));
    const w = world();
    // Folder -1 is every design the member saved, across folders (not editable).
    const folder: MockFolder =
      folderId === -1
        ? {
            folderId: -1,
            memberId: member.memberId,
            title: 'All saved designs',
            desc: '',
            productIds: [...new Set(w.folders.filter((f) => f.memberId === member.memberId).flatMap((f) => f.productIds))],
            boardId: null,
            shareState: '',
          }
        : ownFolder(w, member, folderId);
    const products = folderId === -1 ? folder.productIds.map((productId) => ({ productId, colourway: '' })) : itemsOf(folder);
    const page = products.slice(pageNum * pageSize, (pageNum + 1) * pageSize);
    return {
      data: {
        aaData: page.map(({ productId, colourway }) => {
          const card = cardFor(w, caller, w.designById.get(productId)!);
          return colourway ? { ...card, colourway, cover: colourwayCover(card.cover, colourway) } : card;
        }),
        iTotalRecords: products.length,
        info: {
          folderId: folder.folderId,
          title: folder.title,
          desc: folder.desc,
          picNum: products.length,
          boardId: folder.boardId,
          shareState: folder.shareState,
        },
      },
    };
  }),
  route('addBookmarkDetail', async ({ request, member }) => {
    const { folderId, productId, colourway } = validate(bookmarkItemSchema, await bodyOf(request));
    const w = world();
    const folder = ownFolder(w, member, folderId);
    const design = w.designById.get(productId) ?? refuse(designRefusals.missing);
    const checked = checkColourway(colourway, mockPaletteHexes(design));
    if (!checked.ok) refuse(400, checked.desc, { field: 'colourway' });
    else if (checked.colourway) {
      const items = (folder.colourwayItems ??= []);
      if (items.some((i) => i.productId === productId && i.colourway === checked.colourway)) refuse(designRefusals.alreadyThere);
      items.unshift({ productId, colourway: checked.colourway });
    } else {
      if (folder.productIds.includes(productId)) refuse(designRefusals.alreadyThere);
      folder.productIds.unshift(productId);
    }
    return {};
  }),
  route('deleteBookmarkDetail', async ({ request, member }) => {
    const { folderId, productId, colourway } = validate(bookmarkItemSchema, await bodyOf(request));
    const folder = ownFolder(world(), member, folderId);
    if (colourway) {
      const items = folder.colourwayItems ?? [];
      const index = items.findIndex((i) => i.productId === productId && i.colourway === colourway);
      if (index < 0) refuse(folderRefusals.designNotInFolder);
      items.splice(index, 1);
      return {};
    }
    if (!folder.productIds.includes(productId)) refuse(folderRefusals.designNotInFolder);
    folder.productIds = folder.productIds.filter((id) => id !== productId);
    return {};
  }),
  route('addFolder', async ({ request, member }) => {
    const { title } = validate(addFolderSchema, await bodyOf(request));
    const w = world();
    return { data: toFolder(w, createFolder(w, member.memberId, title, '')) };
  }),
];

const personalEndpoints = [
  'selectBookmark',
  'selectBookmarkSimple',
  'saveFolder',
  'renameFolder',
  'deleteFolder',
  'selectBookmarkDetail',
  'addBookmarkDetail',
  'deleteBookmarkDetail',
  'addFolder',
] as const;

const emptyLists = [
  route('selectBookmark', () => ({ data: { aaData: [], iTotalRecords: 0 } })),
  route('selectBookmarkSimple', () => ({ data: { aaData: [], iTotalRecords: 0 } })),
];

export const personalHandlers = scenarios([...personalEndpoints], defaults, emptyLists);

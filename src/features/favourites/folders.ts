/**
 * Pure rules of the favourites folders (storefront §2 "Favorites" and "Folder detail",
 * §5 "Folder rename", §9): the spec's messages, the rename checks, which folders can be
 * edited, and how a folder is addressed.
 */
import type { Folder } from '../../api/types';
import { formatNumber } from '../../domain/numbers';

/** The spec's words, reproduced exactly (§2, §5, §8). */
export const folderMessages = {
  nameEmpty: 'The folder name cannot be empty',
  descEmpty: 'The folder description cannot be empty',
  deleteTitle: 'Delete Moodboard',
  deleteQuestion: 'Are you sure you want to delete this moodboard?',
} as const;

/**
 * The words that start a new folder wherever one is made: the favourites page, folder
 * detail and the favourites picker (its create dialog is titled so too).
 */
export const CREATE_FOLDER_LABEL = 'Create Moodboard';

/** What the create/edit dialog edits: the folder's name (`title`) and description (`desc`). */
export interface FolderDraft {
  title: string;
  desc: string;
}

export type FolderErrors = Partial<Record<keyof FolderDraft, string>>;

/**
 * The rename checks (§5): an empty name and an empty description each have their
 * message. Blank text counts as empty, as the server trims before it checks.
 */
export function validateRename(draft: FolderDraft): FolderErrors {
  const errors: FolderErrors = {};
  if (draft.title.trim() === '') errors.title = folderMessages.nameEmpty;
  if (draft.desc.trim() === '') errors.desc = folderMessages.descEmpty;
  return errors;
}

/** The longest folder name the server takes (longer is refused with 'title is too long'). */
export const FOLDER_NAME_MAX_LENGTH = 100;

/** Only the name is asked when a folder is made by addFolder, which takes a title alone (folder detail, the favourites picker). */
export function validateName(draft: Pick<FolderDraft, 'title'>): FolderErrors {
  return draft.title.trim() === '' ? { title: folderMessages.nameEmpty } : {};
}

/** The folder that gathers every saved design: it has id -1 and cannot be edited (§2). */
export const ALL_SAVED_FOLDER_ID = -1;

/** Edit, delete and sharing exist only for real folders: id above 0 (§2 "Folder detail"). */
export const isEditableFolder = (folderId: number) => folderId > 0;

/**
 * The folder a `/folder?fid=` query names: a positive whole number, or -1. Anything else
 * (missing, 0, text, a fraction) is no folder id at all.
 */
export function parseFolderId(fid: string | null): number | null {
  if (fid === null || !/^-?\d+$/.test(fid.trim())) return null;
  const id = Number(fid);
  return id > 0 || id === ALL_SAVED_FOLDER_ID ? id : null;
}

/** The favourites page (§2 route table). */
export const FAVOURITES_PATH = '/favorites';

/** A folder's detail page (§2 route table: /folder, query fid). */
export const folderHref = (folderId: number) => `/folder?fid=${folderId}`;

/** "1 pattern", "12 patterns": a folder's pattern count. */
export const patternCount = (count: number) => `${formatNumber(count)} ${count === 1 ? 'pattern' : 'patterns'}`;

/** Creating sends title and desc as typed (§5), so a folder may have no name: it is still shown by something. */
export const folderTitle = (folder: Pick<Folder, 'title'>) => folder.title.trim() || 'Untitled moodboard';

/** "1 moodboard", "3 moodboards": how many folders the member has. */
export const moodboardCount = (count: number) => `${formatNumber(count)} ${count === 1 ? 'moodboard' : 'moodboards'}`;

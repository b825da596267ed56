/**
 * What the operator chose to import, read in the browser: the files of a folder with
 * their paths inside it, and whether its spreadsheet is there. The server reads the
 * sheet at the folder's top — designs.csv, else designs.json, in any capitals.
 */
import type { FolderFile } from '../../../api/admin';

export interface ChosenFolder {
  /** The folder's name, when a folder (not loose files) was chosen. */
  name: string | null;
  files: FolderFile[];
  /** The sheet's path in the folder ('designs.csv'), or null when there is none. */
  sheet: string | null;
}

/** Files a system writes beside a folder's own (Finder's, Explorer's): not the operator's. */
const systemFile = (name: string) => name.startsWith('.') || name === 'Thumbs.db' || name === 'desktop.ini';

/** The sheet among the folder's paths: designs.csv first, else designs.json, at the top, any capitals. */
export function sheetOf(paths: readonly string[]): string | null {
  return paths.find((path) => path.toLowerCase() === 'designs.csv') ?? paths.find((path) => path.toLowerCase() === 'designs.json') ?? null;
}

/** Builds the choice from files and their paths; the top folder, when all share one, is the folder chosen. */
export function chosenFolder(entries: readonly { path: string; file: Blob }[]): ChosenFolder {
  const kept = entries
    .map((entry) => ({ ...entry, path: entry.path.replace(/^\/+/, '') }))
    .filter((entry) => entry.path && !entry.path.split('/').some(systemFile));
  const tops = new Set(kept.map((entry) => (entry.path.includes('/') ? entry.path.split('/')[0] : null)));
  const [top] = tops;
  const name = tops.size === 1 && top ? top : null;
  const files = name ? kept.map((entry) => ({ file: entry.file, path: entry.path.slice(name.length + 1) })) : kept;
  return { name, files, sheet: sheetOf(files.map((file) => file.path)) };
}

/** The files of an `<input type="file">`: a folder's (webkitRelativePath) or loose ones (their names). */
export const chosenFromInput = (files: readonly File[]) =>
  chosenFolder(files.map((file) => ({ path: file.webkitRelativePath || file.name, file })));

/** The parts of the File System entry API a drop hands over (DataTransferItem.webkitGetAsEntry). */
export interface DroppedEntry {
  isFile: boolean;
  isDirectory: boolean;
  name: string;
  fullPath: string;
}
interface DroppedFile extends DroppedEntry {
  file: (success: (file: File) => void, failure?: (error: unknown) => void) => void;
}
interface DroppedDirectory extends DroppedEntry {
  createReader: () => { readEntries: (success: (entries: DroppedEntry[]) => void, failure?: (error: unknown) => void) => void };
}

const fileOf = (entry: DroppedFile) => new Promise<File>((resolve, reject) => entry.file(resolve, reject));

/** Every entry of a directory: readEntries answers in batches (Chrome: 100) until it answers none. */
async function childrenOf(directory: DroppedDirectory): Promise<DroppedEntry[]> {
  const reader = directory.createReader();
  const all: DroppedEntry[] = [];
  for (;;) {
    const batch = await new Promise<DroppedEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

async function walk(entry: DroppedEntry, prefix: string, out: { path: string; file: File }[]) {
  const path = prefix ? `${prefix}/${entry.name}` : entry.name;
  if (entry.isFile) out.push({ path, file: await fileOf(entry as DroppedFile) });
  else if (entry.isDirectory) for (const child of await childrenOf(entry as DroppedDirectory)) await walk(child, path, out);
}

/**
 * The files of what was dropped, folders walked through. Take the entries from the drop
 * event at once (`item.webkitGetAsEntry()`): the browser empties the list when the event ends.
 */
export async function chosenFromDrop(entries: readonly DroppedEntry[]): Promise<ChosenFolder> {
  const out: { path: string; file: File }[] = [];
  for (const entry of entries) await walk(entry, '', out);
  return chosenFolder(out);
}

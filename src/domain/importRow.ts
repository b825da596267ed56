/**
 * One line of an import's spreadsheet, checked: what a design will be, or every reason
 * it cannot be, each naming the line and the field in words a studio's assistant reads
 * ("line 7, price: must be a number of dollars from 0.01 to 100,000, like 24.90").
 * Forgiving where a spreadsheet program is inventive ('$24.90', '24,90', 'Yes', '✓',
 * 'floral | leaf'), strict where a guess would be wrong.
 *
 * The server's import and the MSW world's check rows with these same functions, so a
 * story shows the refusals a studio gets from the shop. Paths are handled without
 * node:path (this runs in the browser too): `posixNormal` is node's `path.posix.normalize`
 * for the relative paths a sheet names, checked against it in importRow.test.ts.
 */
import type { Column, SheetProblem, SheetRow } from './importSheet';
import { BUYOUT_PRICE_NEEDED } from './refusals';
import { sheetWordColumns, type DesignWordGroup as GroupName } from './words';

// Every sheet column of words is one the sheet reader knows.
sheetWordColumns satisfies Partial<Record<Column, GroupName>>;

/** Image types a cover and signature can be made from (sharp's decoders). */
export const imageExtensions = ['.png', '.jpg', '.jpeg', '.tif', '.tiff', '.webp', '.svg', '.gif'] as const;

export const MAX_PRICE = 100_000;
export const MAX_WORD_LENGTH = 40;
export const MAX_LABEL_LENGTH = 120;

export interface DesignRow {
  line: number;
  /** The artwork, relative to the folder (forward slashes). */
  image: string;
  /** The pattern id; null: made from the new design's id. */
  imgSn: string | null;
  label: string;
  price: number;
  priceOnce: number;
  isBuyout: 0 | 1;
  words: Record<GroupName, string[]>;
  tags: string[];
  isRepeat: 0 | 1;
  /** null: from the source files (a PSD or AI file is layered). */
  isLayer: 0 | 1 | null;
  /** null: from the image's type (an SVG is vector). */
  isVector: 0 | 1 | null;
  /** Files the buyer downloads, relative to the folder; empty: the image itself. */
  sourceFiles: string[];
  /** Print resolution; null: the image's own (or 300). */
  dpi: number | null;
}

export type RowCheck = { ok: true; row: DesignRow } | { ok: false; problems: SheetProblem[] };

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

/** Words of one cell: split at '|', ';' or ',' (whatever the spreadsheet did not use between cells), trimmed, once each. */
export function wordsOf(value: unknown): string[] {
  const items = Array.isArray(value) ? value.map(text) : text(value).split(/[|;,]/);
  const seen = new Set<string>();
  return items
    .map((w) => w.replace(/\s+/g, ' ').trim())
    .filter((w) => {
      const key = w.toLowerCase();
      if (!w || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * Dollars from what a spreadsheet writes: 24.9, '24.90', '$24.90', 'USD 24.90',
 * '1,234.50', '24,90' (a decimal comma). Null when it is not a price.
 */
export function dollarsOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  let t = text(value)
    .replace(/^(usd|us\$|\$)\s*/i, '')
    .replace(/\s*(usd|\$)$/i, '')
    .replace(/\s/g, '');
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(t)) t = t.replace(/,/g, '');
  else if (/^\d+,\d{1,2}$/.test(t)) t = t.replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  return Number(t);
}

const yes = new Set(['1', 'y', 'yes', 'true', 'x', '✓', '✔', 'on', 'exclusive']);
const no = new Set(['0', 'n', 'no', 'false', '', 'off', '-', '–']);

/** A yes/no cell; undefined when it says neither. */
export function flagOf(value: unknown): 0 | 1 | undefined {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return value === 1 ? 1 : value === 0 ? 0 : undefined;
  const t = text(value).toLowerCase();
  if (yes.has(t)) return 1;
  if (no.has(t)) return 0;
  return undefined;
}

/** A relative path with '.' and 'dir/..' taken out, as `path.posix.normalize` writes it. */
export function posixNormal(relative: string): string {
  const kept: string[] = [];
  for (const part of relative.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' && kept.length && kept[kept.length - 1] !== '..') kept.pop();
    else kept.push(part);
  }
  const joined = kept.join('/');
  if (!joined) return relative.endsWith('/') ? './' : '.';
  return relative.endsWith('/') ? `${joined}/` : joined;
}

/** The last part of a path, without a trailing slash. */
export const baseNameOf = (file: string) => file.replace(/\/+$/, '').split('/').pop() ?? '';

/** A file's extension with its dot ('.png'), as `path.extname` gives it: none for '.hidden' or 'name'. */
export function extensionOf(file: string): string {
  const base = baseNameOf(file);
  const dot = base.lastIndexOf('.');
  return dot <= 0 || base === '..' ? '' : base.slice(dot);
}

/** A path inside the folder, with forward slashes; null when it would leave the folder. */
export function folderPathOf(value: string): string | null {
  const slashed = value.replace(/\\/g, '/').replace(/^\.\//, '');
  if (!slashed || slashed.startsWith('/') || /^[a-z]:/i.test(slashed)) return null;
  const normal = posixNormal(slashed);
  return normal.startsWith('../') || normal === '..' ? null : normal;
}

const imgSnPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;
/** Whole cents: 24.9 and 24.90 are, 24.905 is not. */
const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

export function checkRow({ line, values }: SheetRow): RowCheck {
  const problems: SheetProblem[] = [];
  const refuse = (field: string, message: string) => problems.push({ line, field, message });

  const imageText = text(values.image);
  const image = imageText ? folderPathOf(imageText) : null;
  if (!imageText) refuse('image', 'image is empty: name the artwork file, like rose-garden.png');
  else if (!image) refuse('image', `image '${imageText}' must be a file inside the folder`);
  else if (!(imageExtensions as readonly string[]).includes(extensionOf(image).toLowerCase()))
    refuse('image', `image '${imageText}' must be a PNG, JPEG, TIFF, WebP, GIF or SVG file (layered PSD or AI files go in source files)`);

  const imgSnText = text(values.imgSn);
  if (imgSnText && !imgSnPattern.test(imgSnText))
    refuse('imgSn', `imgSn '${imgSnText}' must be 1 to 40 letters, digits, '.', '_' or '-', starting with a letter or digit`);

  const price = dollarsOf(values.price);
  const priceRule = `must be a number of dollars from 0.01 to ${MAX_PRICE.toLocaleString('en')}, like 24.90`;
  if (values.price === undefined) refuse('price', `price is empty: it ${priceRule}`);
  else if (price === null || price <= 0 || price > MAX_PRICE || !twoDecimals(price))
    refuse('price', `price '${text(values.price)}' ${priceRule}`);

  const isBuyout = values.isBuyout === undefined ? 0 : flagOf(values.isBuyout);
  if (isBuyout === undefined) refuse('isBuyout', `isBuyout '${text(values.isBuyout)}' must be yes or no`);
  const priceOnce = values.priceOnce === undefined ? 0 : dollarsOf(values.priceOnce);
  if (values.priceOnce !== undefined && (priceOnce === null || priceOnce < 0 || priceOnce > MAX_PRICE || !twoDecimals(priceOnce)))
    refuse('priceOnce', `priceOnce '${text(values.priceOnce)}' ${priceRule}`);
  else if (isBuyout === 1 && !priceOnce) refuse('priceOnce', BUYOUT_PRICE_NEEDED);

  const flag = (column: 'isRepeat' | 'isLayer' | 'isVector', fallback: 0 | 1 | null) => {
    if (values[column] === undefined) return fallback;
    const value = flagOf(values[column]);
    if (value === undefined) refuse(column, `${column} '${text(values[column])}' must be yes or no`);
    return value ?? fallback;
  };
  const isRepeat = flag('isRepeat', 1);
  const isLayer = flag('isLayer', null);
  const isVector = flag('isVector', null);

  const words = {} as Record<GroupName, string[]>;
  for (const [column, group] of Object.entries(sheetWordColumns) as [keyof typeof sheetWordColumns, GroupName][]) {
    words[group] = wordsOf(values[column]);
    const long = words[group].find((w) => w.length > MAX_WORD_LENGTH);
    if (long) refuse(column, `${column} word '${long.slice(0, 50)}…' is longer than ${MAX_WORD_LENGTH} characters`);
  }
  const tags = wordsOf(values.tags);
  const longTag = tags.find((w) => w.length > MAX_WORD_LENGTH);
  if (longTag) refuse('tags', `tag '${longTag.slice(0, 50)}…' is longer than ${MAX_WORD_LENGTH} characters`);

  const sourceFiles: string[] = [];
  for (const item of wordsOf(values.sourceFiles)) {
    const inside = folderPathOf(item);
    if (!inside) refuse('sourceFiles', `source file '${item}' must be a file inside the folder`);
    else sourceFiles.push(inside);
  }

  let dpi: number | null = null;
  if (values.dpi !== undefined) {
    dpi = Number(text(values.dpi).replace(/\s*dpi$/i, ''));
    if (!Number.isInteger(dpi) || dpi < 30 || dpi > 2400) refuse('dpi', `dpi '${text(values.dpi)}' must be a whole number from 30 to 2400`);
  }

  const labelText = text(values.label).replace(/\s+/g, ' ');
  if (labelText.length > MAX_LABEL_LENGTH) refuse('label', `label is longer than ${MAX_LABEL_LENGTH} characters`);
  if (problems.length) return { ok: false, problems };

  const base = baseNameOf(image!);
  const stem = base
    .slice(0, base.length - extensionOf(image!).length)
    .replace(/[-_]+/g, ' ')
    .trim();
  return {
    ok: true,
    row: {
      line,
      image: image!,
      imgSn: imgSnText || null,
      label: labelText || stem,
      price: price!,
      priceOnce: priceOnce ?? 0,
      isBuyout: isBuyout!,
      words,
      tags,
      isRepeat: isRepeat!,
      isLayer,
      isVector,
      sourceFiles,
      dpi,
    },
  };
}

/** The words a row's problems are told in, where the sheet as a whole decides them. */
export const importRowProblems = {
  imgSnAlsoOn: (imgSn: string, line: number) => `imgSn '${imgSn}' is also on line ${line}`,
  imgSnOfGenerated: (imgSn: string | null) => `imgSn '${imgSn}' belongs to one of the shop's generated designs: choose another pattern id`,
  notInFolder: (what: string, relative: string) => `${what} '${relative}' is not in the folder`,
};

/**
 * The sheet's rows checked one by one and then together: each row's own problems, and a
 * pattern id a line before it already claimed (a mistake in the sheet, whichever line is
 * right). What is left are the rows an import goes on with.
 */
export function checkRows(rows: readonly SheetRow[]): { valid: DesignRow[]; refused: SheetProblem[] } {
  const valid: DesignRow[] = [];
  const refused: SheetProblem[] = [];
  const lineOfSn = new Map<string, number>();
  for (const raw of rows) {
    const checked = checkRow(raw);
    if (!checked.ok) {
      refused.push(...checked.problems);
      continue;
    }
    const sn = checked.row.imgSn?.toLowerCase();
    const earlier = sn === undefined ? undefined : lineOfSn.get(sn);
    if (earlier !== undefined) {
      refused.push({ line: raw.line, field: 'imgSn', message: importRowProblems.imgSnAlsoOn(checked.row.imgSn!, earlier) });
      continue;
    }
    if (sn) lineOfSn.set(sn, raw.line);
    valid.push(checked.row);
  }
  return { valid, refused };
}

/** The kinds of files a buyer downloads, as a design lists them ('PNG, PSD'), and what they make it. */
export function designFileKinds(row: Pick<DesignRow, 'image' | 'sourceFiles' | 'isLayer' | 'isVector'>, imageIsSvg: boolean) {
  const files = row.sourceFiles.length ? row.sourceFiles : [row.image];
  const types = [
    ...new Set(files.map((file) => extensionOf(file).slice(1).toUpperCase()).map((e) => (e === 'JPEG' ? 'JPG' : e === 'TIF' ? 'TIFF' : e))),
  ];
  const vectorTypes = new Set(['SVG', 'AI', 'EPS', 'PDF']);
  const isVector: 0 | 1 = row.isVector ?? (types.some((t) => vectorTypes.has(t)) || imageIsSvg ? 1 : 0);
  const isLayer: 0 | 1 = row.isLayer ?? (types.some((t) => t === 'PSD' || t === 'AI' || t === 'PSB') ? 1 : 0);
  return { format: types.join(', '), isVector, isLayer };
}

/** A design's tags: the sheet's, or else its motifs and styles. */
export const designTagsOf = (row: Pick<DesignRow, 'tags' | 'words'>) =>
  (row.tags.length ? row.tags : [...row.words.Motif, ...row.words.Style]).join(',');

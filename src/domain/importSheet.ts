/**
 * Reads the spreadsheet of an import folder — `designs.csv` or `designs.json` — into
 * raw rows, each with the line it came from, whatever program wrote it:
 *  - CSV with ',' ';' or tab between fields (Excel in many European locales writes ';'),
 *    quoted fields with line breaks, CRLF or LF, a UTF-8 byte-order mark;
 *  - text in UTF-8, UTF-16 (Excel's "Unicode text") or Windows-1252 (older Excel);
 *  - headers in any capitals and spacing, with the usual other names ('Pattern ID',
 *    'Buyout price', 'Product type'…);
 *  - JSON: an array of objects with the same keys (or `{ "designs": [...] }`).
 * A line the CSV parser cannot read is reported with its number and the rest go on.
 *
 * The server's import and the MSW world's read a sheet with these same functions.
 */

/**
 * csv-parse's synchronous `parse`: the server passes `csv-parse/sync`, a browser (the MSW
 * world's import) passes `csv-parse/browser/esm/sync`. The same parser, built for each
 * side; src/domain names no package of either, so both read a sheet with one set of rules.
 */
export type CsvParse = (text: string, options: Record<string, unknown>) => unknown;

/** The columns an import understands, by the name the rows use. */
export const columns = {
  image: ['image', 'image file', 'file', 'filename', 'file name', 'artwork', 'picture'],
  imgSn: ['imgsn', 'img sn', 'pattern id', 'patternid', 'pattern', 'sku', 'id', 'serial'],
  label: ['label', 'title', 'name', 'design name'],
  price: ['price', 'price usd', 'price ($)', 'price $', 'priceusd'],
  priceOnce: ['priceonce', 'buyout price', 'buyout', 'exclusive price', 'price once', 'buyout price ($)'],
  isBuyout: ['isbuyout', 'exclusive', 'is exclusive', 'exclusive only', 'buyout only'],
  productType: ['product type', 'producttype', 'product types', 'productficationstr', 'product'],
  style: ['style', 'styles', 'stylestr'],
  scene: ['scene', 'scenes', 'scenestr', 'usage', 'usage scenario'],
  motif: ['motif', 'motifs', 'entitystr', 'subject'],
  season: ['season', 'seasons', 'seasonstr'],
  trend: ['trend', 'trends', 'fashionstr'],
  brand: ['brand', 'brands', 'brandstr'],
  tags: ['tags', 'tag', 'keywords'],
  isRepeat: ['isrepeat', 'repeat', 'seamless', 'repeat/seamless'],
  isLayer: ['islayer', 'layered', 'layers'],
  isVector: ['isvector', 'vector'],
  sourceFiles: ['source files', 'sourcefiles', 'files', 'source', 'downloads', 'download files'],
  dpi: ['dpi', 'resolution'],
} as const;

export type Column = keyof typeof columns;

/** Columns every design needs: without them no line can be imported. */
export const requiredColumns: readonly Column[] = ['image', 'price'];

/** One row as written: the column's text (or JSON value) by column, and where it came from. */
export interface SheetRow {
  /** The line of the file the row starts on (the header is line 1); for JSON, the item's position from 1. */
  line: number;
  values: Partial<Record<Column, unknown>>;
}

export interface SheetProblem {
  line: number;
  field: string;
  message: string;
}

export interface Sheet {
  rows: SheetRow[];
  /** Problems that stop a line (or the whole file) from being read at all. */
  problems: SheetProblem[];
  /** Headers the import does not use (shown, so a misspelt column is noticed). */
  ignoredHeaders: string[];
}

const normaliseHeader = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ');

const columnByHeader = new Map<string, Column>(
  (Object.entries(columns) as [Column, readonly string[]][]).flatMap(([column, names]) => names.map((name) => [name, column] as const)),
);

export const columnOf = (header: string): Column | undefined => columnByHeader.get(normaliseHeader(header));

/** The file's text: UTF-16 with its byte-order mark, UTF-8 when it is valid, else Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The delimiter of the header line: the one of ',', ';' and tab it holds most of outside quotes. */
export function delimiterOf(text: string): string {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const outsideQuotes = header.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => [d, outsideQuotes.split(d).length - 1] as const);
  const [best] = counts.sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ',';
}

export function readCsv(bytes: Uint8Array, parse: CsvParse): Sheet {
  const text = decodeText(bytes);
  const problems: SheetProblem[] = [];
  if (!text.trim()) return { rows: [], problems: [{ line: 1, field: 'file', message: 'The CSV file is empty' }], ignoredHeaders: [] };
  const delimiter = delimiterOf(text);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      // A record the parser cannot make sense of is reported and skipped; the others go on.
      skip_records_with_error: true,
      on_skip: (error: { lines?: number; message: string } | undefined) => {
        if (error) problems.push({ line: error.lines ?? 0, field: 'line', message: `This line could not be read: ${error.message}` });
      },
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const csvError = error as { lines?: number; message: string };
    return {
      rows: [],
      problems: [{ line: csvError.lines ?? 1, field: 'file', message: `The CSV file could not be read: ${csvError.message}` }],
      ignoredHeaders: [],
    };
  }
  const [header, ...body] = records;
  if (!header) return { rows: [], problems: [{ line: 1, field: 'file', message: 'The CSV file has no header line' }], ignoredHeaders: [] };
  const mapped = header.record.map((name) => columnOf(name));
  const ignoredHeaders = header.record.filter((name, i) => name.trim() && !mapped[i]);
  const missing = requiredColumns.filter((column) => !mapped.includes(column));
  if (missing.length)
    return {
      rows: [],
      problems: missing.map((column) => ({
        line: header.info.lines,
        field: column,
        message: `The column '${column}' is missing from the header (it is needed on every line)`,
      })),
      ignoredHeaders,
    };
  const rows = body.flatMap(({ record, info }) => {
    // A line of only delimiters (a spreadsheet's blank row) is not a design.
    if (record.every((cell) => !cell.trim())) return [];
    const values: Partial<Record<Column, unknown>> = {};
    record.forEach((cell, i) => {
      const column = mapped[i];
      if (column && cell.trim() !== '') values[column] = cell.trim();
    });
    // csv-parse gives the line a record ends on: one with line breaks in its fields starts earlier.
    const breaks = record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
    return [{ line: info.lines - breaks, values }];
  });
  return { rows, problems, ignoredHeaders };
}

export function readJson(bytes: Uint8Array): Sheet {
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeText(bytes));
  } catch (error) {
    return {
      rows: [],
      problems: [{ line: 1, field: 'file', message: `designs.json is not valid JSON: ${(error as Error).message}` }],
      ignoredHeaders: [],
    };
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { designs?: unknown })?.designs;
  if (!Array.isArray(list))
    return { rows: [], problems: [{ line: 1, field: 'file', message: 'designs.json must hold an array of designs' }], ignoredHeaders: [] };
  const ignored = new Set<string>();
  const problems: SheetProblem[] = [];
  const rows = list.flatMap((item, i): SheetRow[] => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      problems.push({ line: i + 1, field: 'design', message: `Design ${i + 1} must be an object` });
      return [];
    }
    const values: Partial<Record<Column, unknown>> = {};
    for (const [key, value] of Object.entries(item as Record<string, unknown>)) {
      const column = columnOf(key);
      if (!column) ignored.add(key);
      else if (value !== null && value !== undefined && value !== '') values[column] = value;
    }
    return [{ line: i + 1, values }];
  });
  return { rows, problems, ignoredHeaders: [...ignored] };
}

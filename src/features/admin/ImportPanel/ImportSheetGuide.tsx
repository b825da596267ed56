import { REPEATED_TILE_BELOW } from '../../../api/covers';
import * as styles from './ImportPanel.css';
import * as shared from '../admin.css';
import { Stack } from '../../../ui/Stack/Stack';
import { Text } from '../../../ui/Text/Text';

/** The sheet's main columns, with the other header names the import accepts (src/domain/importSheet.ts). */
export const sheetColumns: { column: string; aliases: string; holds: string }[] = [
  { column: 'image', aliases: 'image file, file, filename', holds: 'Required. The artwork’s path in the folder, e.g. florals/rose.png.' },
  {
    column: 'imgSn',
    aliases: 'pattern id, sku, id',
    holds: 'The pattern id. A design with this id (or the same artwork) is updated; empty: made from the new design’s id.',
  },
  { column: 'label', aliases: 'title, name', holds: 'The design’s title.' },
  { column: 'price', aliases: 'price usd, price ($)', holds: 'Required. Dollars from 0.01 to 100,000 (24.90, $24.90 or 24,90).' },
  { column: 'priceOnce', aliases: 'buyout price, exclusive price', holds: 'The buyout price; needed for an exclusive design.' },
  { column: 'isBuyout', aliases: 'exclusive', holds: 'Yes for a design sold once, as an exclusive; empty: no.' },
  {
    column: 'Product type, Style, Scene, Motif, Season, Trend, Brand',
    aliases: 'productType, styles, motifs…',
    holds: 'The words of each filter group, separated by | ; or , (floral | leaf).',
  },
  { column: 'tags', aliases: 'tag, keywords', holds: 'Search words, separated the same way.' },
  {
    column: 'isRepeat, isLayer, isVector',
    aliases: 'seamless, layered, vector',
    holds: `Yes or no. Empty: seamless, and layered and vector as read from the files (a PSD is layered, an SVG vector). A seamless tile under ${REPEATED_TILE_BELOW} px is shown repeated.`,
  },
  {
    column: 'source files',
    aliases: 'files, downloads',
    holds: 'The files a buyer downloads, paths in the folder; empty: the image itself.',
  },
];

/** How to write the import's sheet: where it goes and its main columns. */
export function ImportSheetGuide() {
  return (
    <Stack as="section" gap="sm" aria-labelledby="import-sheet-title">
      <Text as="h3" size="lg" weight="semibold" id="import-sheet-title">
        The sheet
      </Text>
      <Text as="p" tone="muted" className={styles.intro}>
        Put <code className={styles.code}>designs.csv</code> (or <code className={styles.code}>designs.json</code>, an array of designs with
        the same keys) at the top of the folder, one row per design. Headers may use any capitals and spacing; a column the import does not
        know is listed in the report. CSV fields may be separated by commas, semicolons or tabs.
      </Text>
      <table className={shared.table}>
        <caption className={shared.caption}>Sheet columns</caption>
        <thead>
          <tr>
            <th scope="col" className={`${shared.tableHeading} ${shared.compactCell}`}>
              Column
            </th>
            <th scope="col" className={`${shared.tableHeading} ${shared.compactCell}`}>
              Also accepted
            </th>
            <th scope="col" className={`${shared.tableHeading} ${shared.compactCell}`}>
              What it holds
            </th>
          </tr>
        </thead>
        <tbody>
          {sheetColumns.map((row) => (
            <tr key={row.column}>
              <th scope="row" className={styles.cell}>
                <code className={styles.code}>{row.column}</code>
              </th>
              <td className={styles.cell}>{row.aliases}</td>
              <td className={styles.cell}>{row.holds}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Stack>
  );
}

import { globalStyle, style } from '@vanilla-extract/css';
import { storeGridColumns } from '../../../ui/useColumns/columns';
import { COLUMNS_PROPERTY, MOST_COLUMNS } from '../desktopFirstRow';

const ascending = [...storeGridColumns.breakpoints].sort((a, b) => a.above - b.above);

/**
 * The server's first row of a desktop's grid (../desktopFirstRow.ts): the grid (an
 * inline-size container) says how many columns its width gives, as `columnsForWidth`
 * counts them, and the cells past that many are not shown (their lazy covers not fetched).
 */
export const desktopFirstRow = style({
  vars: { [COLUMNS_PROPERTY]: String(storeGridColumns.otherwise) },
  '@container': Object.fromEntries(
    ascending.map(({ above, columns }) => [`(width > ${above}px)`, { vars: { [COLUMNS_PROPERTY]: String(columns) } }]),
  ),
});

// Cell n + 1 on is hidden while the width gives n columns or fewer.
for (const [index, { above, columns }] of ascending.entries()) {
  const fewer = index === 0 ? storeGridColumns.otherwise : ascending[index - 1]!.columns;
  if (fewer < MOST_COLUMNS && columns > fewer)
    globalStyle(`${desktopFirstRow} > li:nth-child(n + ${fewer + 1})`, {
      '@container': { [`(width <= ${above}px)`]: { display: 'none' } },
    });
}

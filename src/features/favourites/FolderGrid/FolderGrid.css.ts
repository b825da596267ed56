import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

/** Cells per row, set from the grid's measured width. */
export const columns = createVar();

export const grid = style({
  vars: { [columns]: '2' },
  display: 'grid',
  gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
  columnGap: vars.space.lg,
  rowGap: vars.space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cell = style({ minWidth: 0 });

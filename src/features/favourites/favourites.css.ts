import { style } from '@vanilla-extract/css';
import { textRules } from '../../ui/styles/rules';
import { shopPageRules } from '../../ui/styles/shopPageRules';
import { vars } from '../../ui/theme/contract.css';

/*
 * What the favourites' pages and pickers share: the full-width page and the pickers'
 * scrolling list of boards.
 */

/** Full width: the spec's cells-per-row table is about the space the grid gets. */
export const page = style({ ...shopPageRules, ...textRules({ tone: 'text' }) });

/** A grid cell or flex child that may shrink below its content's width (long words truncate or wrap instead). */
export const shrinks = style({ minWidth: 0 });

/** The spinner's room while a page's folders or designs load. */
export const loadingRoom = style({ minHeight: '3rem' });

/** A picker's boards: about seven rows, then the list scrolls inside the dialog. */
export const pickerList = style({
  maxHeight: '3.6rem',
  overflowY: 'auto',
  borderBlock: `1px solid ${vars.color.border}`,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

export const pickerRow = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

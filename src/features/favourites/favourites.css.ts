import { style } from '@vanilla-extract/css';
import { stackRules, textRules } from '../../ui/styles/rules';
import { vars } from '../../ui/theme/contract.css';
import { media } from '../../ui/theme/tokens';

/*
 * What the favourites' pages and pickers share: the full-width page and the pickers'
 * scrolling list of boards.
 */

/** Full width: the spec's cells-per-row table is about the space the grid gets. */
export const page = style({
  ...stackRules({ gap: 'xl' }),
  ...textRules({ tone: 'text' }),
  width: '100%',
  padding: vars.space.xl,
  // A phone's narrow window keeps its width for the folders and designs.
  '@media': { [media.phone]: { gap: vars.space.lg, paddingInline: vars.space.md, paddingBlock: vars.space.lg } },
});

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

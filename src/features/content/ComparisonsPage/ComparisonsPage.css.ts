import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';
import { media } from '../../../ui/theme/tokens';

/** A narrow window scrolls the table sideways instead of squeezing its columns. */
export const scroller = style({ overflowX: 'auto', overscrollBehaviorX: 'contain' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
  // Four columns in a phone's width would be a word a line: the table keeps a readable
  // width and scrolls inside its own box (below 1200 px 1rem is 62.5 px: 500 px).
  '@media': { [media.phone]: { minWidth: '8rem' } },
});

/** The table's title, above the table's scroller (so a phone shows it whole). */
export const caption = style({
  margin: 0,
  marginBottom: vars.space.md,
  textAlign: 'left',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

const cellBase = {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
} as const;

export const tierHeader = style({
  ...cellBase,
  textAlign: 'left',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.semibold,
});

/** While the table scrolls sideways on a phone, the row names stay in view at its left edge. */
const stickyStart = { '@media': { [media.phone]: { position: 'sticky', left: 0, zIndex: 1 } } } as const;

export const corner = style({
  ...cellBase,
  width: '24%',
  '@media': { [media.phone]: { ...stickyStart['@media'][media.phone], background: vars.color.surface } },
});

export const rowHeader = style({
  ...cellBase,
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  background: vars.color.surfaceAlt,
  ...stickyStart,
});

export const cell = style(cellBase);

export const note = style({ color: vars.color.textMuted });

globalStyle(`${note} a`, { color: vars.color.primary, textUnderlineOffset: '0.15em' });

import { style } from '@vanilla-extract/css';
import { surface } from '../../../ui/styles/surface.css';
import { vars } from '../../../ui/theme/contract.css';
import { media } from '../../../ui/theme/tokens';

/** A narrow window scrolls the table sideways instead of squeezing its columns. */
export const scroller = style({ overflowX: 'auto', overscrollBehaviorX: 'contain' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  // Four columns in a phone's width would be a word a line: the table keeps a readable
  // width and scrolls inside its own box (below 1200 px 1rem is 62.5 px: 500 px).
  '@media': { [media.phone]: { minWidth: '8rem' } },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

/** A heading cell (at the start of its line, in bold: `Text`'s). */
export const tierHeader = style([cell, { background: vars.color.primary, color: vars.color.onPrimary }]);

/** While the table scrolls sideways on a phone, the row names stay in view at its left edge. */
const stickyStart = style({ '@media': { [media.phone]: { position: 'sticky', left: 0, zIndex: 1 } } });

export const corner = style([cell, stickyStart, { width: '24%', '@media': { [media.phone]: { background: vars.color.surface } } }]);

export const rowHeader = style([cell, surface({ tone: 'alt' }), stickyStart]);

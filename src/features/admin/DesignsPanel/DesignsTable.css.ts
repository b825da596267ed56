import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';
import { media } from '../../../ui/theme/tokens';
import { visuallyHiddenRule } from '../../../ui/styles/visuallyHidden.css';

/** On a tablet the eleven columns may still be wider than the window: they scroll here, not the page. */
export const wrapper = style({
  overflowX: 'auto',
  // On a phone the rows are cards that fit: nothing to scroll, and the tick boxes' touch
  // areas may reach past the cards' edge.
  '@media': { [media.phone]: { overflowX: 'visible' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

export const heading = style({
  padding: vars.space.sm,
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  background: vars.color.surfaceAlt,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const cell = style({ padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'middle' });

export const row = style({ selectors: { '&[data-selected]': { background: vars.color.primarySoft } } });

/** On a phone the heading row keeps only the box that ticks the whole page, with its words shown. */
export const head = style({ '@media': { [media.phone]: { display: 'block', marginBottom: vars.space.sm } } });

export const headRow = style({ '@media': { [media.phone]: { display: 'block' } } });

globalStyle(`${headRow} > th:first-child`, { '@media': { [media.phone]: { display: 'block' } } });

/** Read by screen readers only on wider screens, where the column is plain; shown on a phone. */
export const selectPageLabel = style({ '@media': { [`not ${media.phone}`]: visuallyHiddenRule } });

export const cover = style({ width: 'max(40px, 0.4rem)', borderRadius: vars.radius.sm, overflow: 'hidden' });

export const serial = style({ fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap', textAlign: 'left' });

export const none = style({ color: vars.color.textMuted });

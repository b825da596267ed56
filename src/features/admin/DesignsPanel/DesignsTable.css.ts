import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';
import { media } from '../../../ui/theme/tokens';
import { visuallyHiddenRule } from '../../../ui/styles/visuallyHidden.css';
import { surface } from '../../../ui/styles/surface.css';
import { table as adminTable } from '../admin.css';

/** On a tablet the eleven columns may still be wider than the window: they scroll here, not the page. */
export const wrapper = style({
  overflowX: 'auto',
  // On a phone the rows are cards that fit: nothing to scroll, and the tick boxes' touch
  // areas may reach past the cards' edge.
  '@media': { [media.phone]: { overflowX: 'visible' } },
});

export const table = style([adminTable, { selectors: { '&[aria-busy="true"]': { opacity: 0.6 } } }]);

export const row = style({ selectors: { '&[data-selected]': { background: vars.color.primarySoft } } });

/** On a phone the heading row keeps only the box that ticks the whole page, with its words shown. */
export const head = style({ '@media': { [media.phone]: { display: 'block', marginBottom: vars.space.sm } } });

/** The heading row and its first cell, which holds that box. */
export const blockOnPhone = style({ '@media': { [media.phone]: { display: 'block' } } });

/** Read by screen readers only on wider screens, where the column is plain; shown on a phone. */
export const selectPageLabel = style({ '@media': { [`not ${media.phone}`]: visuallyHiddenRule } });

export const cover = style([surface({ radius: 'sm', clip: true }), { width: 'max(40px, 0.4rem)' }]);

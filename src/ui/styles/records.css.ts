import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';
import { visuallyHiddenRule } from './visuallyHidden.css';

/*
 * Lists of records (the account's orders, the back office's tables): the filter buttons
 * above them, and the table that turns into cards on a phone. One stylesheet for both,
 * as the pages that show one show the other: each stylesheet of its own is one more name
 * in the preload map every first page load carries (issue 41).
 */

/**
 * A filter button that stays pressed (`aria-pressed="true"`) while its filter applies,
 * filled in the primary colour.
 */
export const pressedButton = style({
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary, borderColor: vars.color.primary },
  },
});

/*
 * A data table that on a phone shows each row as a card: its cells stacked as
 * label/value lines, each label the cell's `data-label` (its column's heading). The
 * table's elements and roles stay, so a screen reader still reads a table; only the
 * drawing changes. Used by the back office's wide tables, which would otherwise scroll
 * sideways on a phone.
 */

/** The <table> and its <tbody>. */
export const cardTable = style({ '@media': { [media.phone]: { display: 'block', width: '100%' } } });

/** Column headings: on a phone read by screen readers only, each cell naming its own. */
export const cardTableHidden = style({ '@media': { [media.phone]: visuallyHiddenRule } });

/*
 * The row and cell rules below are written `tbody > &` and `tr > &` so that they win
 * over a table's own cell padding and borders, whichever stylesheet comes first.
 */

/** A row: on a phone a bordered card; its lead cells share the first line, every other cell a line of its own. */
export const cardTableRow = style({
  '@media': {
    [media.phone]: {
      selectors: {
        'tbody > &': {
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: vars.space.sm,
          padding: vars.space.sm,
          marginBottom: vars.space.sm,
          border: `1px solid ${vars.color.border}`,
          borderRadius: vars.radius.md,
        },
      },
    },
  },
});

/** A cell: on a phone one line across its card, its label (`data-label`, when it has one) at the start. */
export const cardTableCell = style({
  '@media': {
    [media.phone]: {
      selectors: {
        'tr > &': {
          display: 'flex',
          flex: '1 1 100%',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          gap: vars.space.sm,
          padding: `${vars.space.xxs} 0`,
          borderBottom: 0,
          textAlign: 'right',
        },
        '&[data-label]::before': { content: 'attr(data-label)', color: vars.color.textMuted, textAlign: 'left', flexShrink: 0 },
      },
    },
  },
});

/** A cell that leads its card on a phone (a tick box, a cover): at the start of the first line, its own width. */
export const cardTableLead = style({
  '@media': { [media.phone]: { selectors: { 'tr > &': { display: 'block', flex: '0 0 auto', padding: 0, borderBottom: 0 } } } },
});

/** The row's heading (a pattern id) on a phone: the rest of the first line, after the lead cells. */
export const cardTableTitle = style({
  '@media': {
    [media.phone]: {
      selectors: { 'tr > &': { display: 'block', flex: '1 1 0', minWidth: 0, padding: 0, borderBottom: 0, fontSize: vars.fontSize.md } },
    },
  },
});

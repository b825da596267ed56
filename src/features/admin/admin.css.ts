import { style } from '@vanilla-extract/css';
import { text } from '../../ui/styles/text.css';
import { surface } from '../../ui/styles/surface.css';
import { vars } from '../../ui/theme/contract.css';

/*
 * What the back office's panels share: the panel itself, its tables, its alerts and its
 * cards (padding comes from `sprinkles`; titles and notes are `<Text>` in the markup).
 * Each panel's own `.css.ts` keeps only what is its own.
 */

export const panel = style({ minWidth: 0, color: vars.color.text });

/** A grid cell or flex child that may shrink below its content's width (long words wrap instead). */
export const shrinks = style({ minWidth: 0 });

/** A list's search box: it grows into the filter row, up to a readable width. */
export const searchField = style({ flex: '1 1 max(240px, 2.4rem)', maxWidth: 'max(420px, 4.2rem)' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

const rule = `1px solid ${vars.color.border}`;

export const tableHeading = style([
  surface({ tone: 'alt' }),
  { padding: vars.space.sm, textAlign: 'left', fontWeight: vars.fontWeight.semibold, borderBottom: rule },
]);

/** A heading kept on one line (the wide tables' column headings). */
export const nowrapHeading = style([tableHeading, { whiteSpace: 'nowrap' }]);

export const tableCell = style({ padding: vars.space.sm, borderBottom: rule });

/** A row's heading cell (a pattern id, a line of an order), on one line. */
export const rowHeading = style([tableCell, { textAlign: 'left', fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' }]);

/** Free text (an email, a message) that may break anywhere rather than widen its column or card. */
export const breaksAnywhere = style({ overflowWrap: 'anywhere' });

export const textCell = style([tableCell, breaksAnywhere]);

/** A compact table's cells (a report, a preview, a diff); after the headings, so it tightens theirs too. */
export const compactCell = style({ padding: vars.space.xs, borderBottom: rule });

export const caption = style({ textAlign: 'left', fontWeight: vars.fontWeight.semibold, paddingBottom: vars.space.xs });

/** The tighter, left-aligned cells of a dialog's preview table and of a chart's table (its headings too). */
export const previewCell = style({ padding: `${vars.space.xxs} ${vars.space.sm}`, borderBottom: rule, textAlign: 'left' });

export const chartCell = style({ padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: rule, textAlign: 'left' });

// After the cells, whose left alignment it overrides.
export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

/** A form's or a list's failure on a soft red band (its words in red, through `<Text tone="danger">`). */
export const dangerBand = style([surface({ tone: 'dangerSoft', radius: 'sm' }), { padding: vars.space.sm }]);

/** A refusal that needs reading: the message on the same band, marked at its start. */
export const alertBand = style([dangerBand, { color: vars.color.text, borderLeft: `3px solid ${vars.color.danger}` }]);

/** Words as they were typed, with their line breaks (a message, a reply). */
export const typedText = style({ whiteSpace: 'pre-wrap' });

/** A cover image's frame: its corners, on a sunken ground while it loads. */
export const coverFrame = surface({ tone: 'sunken', radius: 'sm', clip: true });

/** A bordered card on the page's surface. */
export const card = surface({ tone: 'surface', border: true, radius: 'md' });

/**
 * A file input's label drawn as a secondary button; the input itself is visually hidden,
 * inside the label (a table row's) or just after it (the import's).
 */
export const filePicker = style([
  surface({ tone: 'surface', border: 'strong', radius: 'sm' }),
  text({ weight: 'medium', tone: 'text' }),
  {
    // Holds a visually hidden file input inside it, which would otherwise be placed against the page.
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    height: vars.controlHeight.md,
    paddingInline: vars.space.md,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    selectors: {
      '&:hover': { background: vars.color.surfaceAlt },
      '&:has(input:focus-visible), &:has(+ input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
]);

/** The same, as small as the controls of a table row. */
export const smallFilePicker = style([
  filePicker,
  text({ size: 'sm' }),
  {
    height: vars.controlHeight.sm,
    paddingInline: vars.space.sm,
    // Its ring hugs it closer, clear of the row's other controls.
    selectors: { '&:has(input:focus-visible)': { outlineOffset: '1px' } },
  },
]);

import { style } from '@vanilla-extract/css';
import { cardTable } from '../../../ui/styles/records.css';
import { surfaceRules, textRules } from '../../../ui/styles/rules';
import { vars } from '../../../ui/theme/contract.css';
import { media, touchEntryFontSize } from '../../../ui/theme/tokens';

export const page = style({ minWidth: 0 });

export const tabs = style({ borderBottom: `1px solid ${vars.color.border}` });

export const tab = style({
  padding: `${vars.space.xs} 0`,
  marginBottom: '-1px',
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderBottom: '2px solid transparent',
  selectors: {
    '&:hover': { color: vars.color.text },
    // The tab of the current address is highlighted.
    '&[aria-current="page"]': { color: vars.color.text, borderBottomColor: vars.color.primary, fontWeight: vars.fontWeight.semibold },
  },
});

export const search = style({
  flex: '1 1 max(240px, 2.4rem)',
  maxWidth: 'max(420px, 4.2rem)',
  '@media': { [media.phone]: { flexBasis: '100%', maxWidth: 'none' } },
});

/** The dash between the two dates; on a phone, where they stack, the order says it. */
export const rangeDash = style({ '@media': { [media.phone]: { display: 'none' } } });

export const legend = style({ marginBottom: vars.space.xxs });

export const dateInput = style({
  ...surfaceRules({ tone: 'surface', border: 'strong', radius: 'sm' }),
  ...textRules({ tone: 'text' }),
  height: vars.controlHeight.md,
  paddingInline: vars.space.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' } },
  '@media': {
    // Safari on iOS zooms into a field with smaller text (see touchEntryFontSize).
    [media.touch]: { fontSize: touchEntryFontSize },
    // On a phone a date with seconds in text that size needs the row: the two stack, From
    // above To.
    [media.phone]: { flex: '1 1 100%', minWidth: 0 },
  },
});

// On a phone five columns do not fit (cardTable): each order becomes a card and each of its
// lines a block of label/value rows (the cell's data-label), the table's semantics kept.
export const table = style([cardTable, { width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm }]);

/** One order: a card on a phone. */
export const order = style({
  '@media': {
    [media.phone]: {
      display: 'block',
      marginBottom: vars.space.md,
      ...surfaceRules({ border: true, radius: 'md', clip: true }),
    },
  },
});

export const orderHeaderRow = style({ '@media': { [media.phone]: { display: 'block' } } });

/** A line of an order: on a phone its cover beside, its facts stacked. */
export const line = style({
  '@media': {
    [media.phone]: {
      display: 'grid',
      gridTemplateColumns: 'max(72px, 1rem) minmax(0, 1fr)',
      columnGap: vars.space.md,
      padding: vars.space.sm,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

/** A column's heading (its text at the start and semibold: `Text`'s). */
export const heading = style({ ...surfaceRules({ tone: 'alt' }), padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` });

/** An order's header row (its text at the start and regular: `Text`'s). */
export const orderHeader = style({
  ...surfaceRules({ tone: 'sunken' }),
  padding: vars.space.sm,
  borderTop: `${vars.space.sm} solid ${vars.color.surface}`,
  '@media': { [media.phone]: { display: 'block', borderTop: 0 } },
});

export const paid = style({ marginInlineStart: 'auto' });

export const cell = style({
  padding: vars.space.sm,
  verticalAlign: 'middle',
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [media.phone]: { display: 'block', gridColumn: 2, padding: `${vars.space.xxs} 0`, borderBottom: 0 },
  },
});

/** The cover's cell: on a phone the card's left column, beside all the line's facts. */
export const coverCell = style({
  '@media': { [media.phone]: { gridColumn: 1, gridRow: '1 / span 3' } },
});

/** The download cell: on a phone its label above, the button and progress across the card. */
export const downloadCell = style({
  '@media': {
    [media.phone]: {
      gridColumn: '1 / -1',
      paddingTop: vars.space.sm,
      selectors: {
        '&::before': { content: 'attr(data-label)', display: 'block', color: vars.color.textMuted, marginBottom: vars.space.xxs },
      },
    },
  },
});

export const cover = style({
  ...surfaceRules({ radius: 'sm', clip: true }),
  display: 'block',
  width: 'max(72px, 1rem)',
});

export const download = style({ width: 'max(160px, 1.6rem)', '@media': { [media.phone]: { width: 'auto' } } });

export const state = style({ minHeight: 'max(96px, 1rem)' });

/** The replacement file's name under its download button: long names wrap. */
export const replacementName = style({ overflowWrap: 'anywhere' });

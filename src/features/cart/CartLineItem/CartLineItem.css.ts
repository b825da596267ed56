import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';
import { media } from '../../../ui/theme/tokens';

/** Cover, facts, licence, price and Remove in one row; the columns line up from row to row. */
export const row = style({
  display: 'grid',
  // Fixed widths, not auto: every line is its own grid, and the columns must still line up.
  gridTemplateColumns: 'max(72px, 1rem) minmax(0, 1fr) max(300px, 4rem) max(80px, 1.1rem) auto',
  alignItems: 'center',
  gap: vars.space.lg,
  paddingBlock: vars.space.md,
  selectors: {
    // A sold line stays readable but steps back.
    '&[data-unavailable]': { color: vars.color.textMuted },
  },
  '@media': {
    // On a phone: cover and facts, with Remove and the price at the end; the licence
    // under them across the line, so its words are never cut.
    [media.phone]: {
      gridTemplateColumns: 'max(72px, 1rem) minmax(0, 1fr) auto',
      gridTemplateAreas: '"cover info remove" "cover info price" "licence licence licence"',
      columnGap: vars.space.md,
      rowGap: vars.space.sm,
    },
  },
});

export const cover = style({
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  selectors: { [`${row}[data-unavailable] &`]: { opacity: 0.55 } },
  '@media': { [media.phone]: { gridArea: 'cover', alignSelf: 'start' } },
});

export const info = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  minWidth: 0,
  '@media': { [media.phone]: { gridArea: 'info' } },
});

export const caption = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.15em' },
  },
});

export const badges = style({
  display: 'flex',
  gap: vars.space.xs,
  selectors: { '&:empty': { display: 'none' } },
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const problem = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.danger,
});

export const licence = style({ minWidth: 0, '@media': { [media.phone]: { gridArea: 'licence' } } });

export const price = style({
  margin: 0,
  textAlign: 'end',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  // On a phone the price sits under Remove, at the line's end.
  '@media': { [media.phone]: { gridArea: 'price', alignSelf: 'end' } },
});

export const notCounted = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const remove = style({
  color: vars.color.textMuted,
  '@media': { [media.phone]: { gridArea: 'remove', alignSelf: 'start', justifySelf: 'end' } },
});

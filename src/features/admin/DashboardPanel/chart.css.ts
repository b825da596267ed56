import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

/** Shared by the dashboard's charts: a captioned figure with its data as a table underneath. */
export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const caption = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm });

export const captionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const captionNote = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/**
 * Charts are drawn at their given width in px where there is room, so every desktop
 * screenshot draws them the same; narrower, they take the width there is.
 */
export const plot = style({ minWidth: 0, maxWidth: '100%' });

export const details = style({ fontSize: vars.fontSize.sm });

export const summary = style({
  cursor: 'pointer',
  color: vars.color.primary,
  width: 'fit-content',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, marginTop: vars.space.sm });

export const th = style({
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const td = style({
  textAlign: 'left',
  fontWeight: vars.fontWeight.regular,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const number = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

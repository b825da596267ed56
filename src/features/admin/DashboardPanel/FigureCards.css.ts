import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(max(150px, 2rem), 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** The period's own figures stand out from the running totals. */
export const periodCard = style({ background: vars.color.primarySoft, borderColor: vars.color.primarySoft });

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

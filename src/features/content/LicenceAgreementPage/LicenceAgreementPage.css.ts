import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const definitions = style({ display: 'grid', gap: vars.space.xs });

export const definition = style({
  display: 'grid',
  gridTemplateColumns: '1.6rem 1fr',
  gap: vars.space.md,
});

export const provision = style({ display: 'grid', gap: vars.space.xs });

export const dateLine = style({
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

globalStyle(`${definition} dt`, { fontWeight: vars.fontWeight.semibold });

import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(2.6rem, 1fr))',
  gap: vars.space.xl,
  listStyle: 'none',
  padding: 0,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.xxl,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceAlt,
  textAlign: 'center',
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.controlHeight.lg,
  height: vars.controlHeight.lg,
  marginBottom: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const text = style({ color: vars.color.textMuted });

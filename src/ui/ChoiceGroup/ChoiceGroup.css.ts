import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  marginBottom: vars.space.sm,
  padding: 0,
  border: 0,
});

export const legend = style({
  float: 'left',
  padding: 0,
  marginInlineEnd: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.controlHeight.md,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
});

export const input = style({
  width: '1.2em',
  height: '1.2em',
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: `calc(${vars.space.xxxl} * 8)`,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const form = style({ marginTop: vars.space.xs });

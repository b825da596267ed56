import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const step = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  // Every card as tall as the longest, so the row reads as one strip.
  minHeight: '2rem',
  padding: vars.space.xl,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
});

export const stepNumber = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.accent,
});

export const stepTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const stepText = style({ color: vars.color.textMuted });

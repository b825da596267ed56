import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const agreement = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const error = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.danger,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const body = style({
  display: 'grid',
  gap: vars.space.lg,
  justifyItems: 'start',
});

export const message = style({ fontSize: vars.fontSize.lg });

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  textUnderlineOffset: '0.15em',
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const page = style({
  maxWidth: '16rem',
  marginInline: 'auto',
  paddingInline: vars.space.xl,
});

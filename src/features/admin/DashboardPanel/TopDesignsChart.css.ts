import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const list = style({ flex: '1 1 max(280px, 3rem)', minWidth: 0 });

export const cover = style({
  flex: 'none',
  width: 'max(36px, 0.44rem)',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const floating = style({
  position: 'fixed',
  right: vars.space.xl,
  bottom: vars.space.xl,
  // Over the page, under dialogs and toasts.
  zIndex: vars.zIndex.floating,
  borderRadius: vars.radius.pill,
  boxShadow: vars.shadow.md,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';

/** A grey block standing in for content that is still loading (same box, so nothing moves). */
export const skeleton = style({
  display: 'block',
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
});

export { visuallyHidden } from '../../ui/styles/visuallyHidden.css';

import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';

/** Text only screen readers get (e.g. "(opens in a new tab)"). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A grey block standing in for content that is still loading (same box, so nothing moves). */
export const skeleton = style({
  display: 'block',
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
});

import { style } from '@vanilla-extract/css';

/** Read by screen readers, not drawn: labels, announcements, '(opens in a new tab)'. */
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

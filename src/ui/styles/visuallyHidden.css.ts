import { style } from '@vanilla-extract/css';

/**
 * The rule that keeps an element in the accessibility tree but draws nothing: for a
 * style that hides only at some widths (`'@media': { [media.phone]: visuallyHiddenRule }`).
 */
export const visuallyHiddenRule = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Read by screen readers, not drawn: labels, announcements, '(opens in a new tab)'. */
export const visuallyHidden = style(visuallyHiddenRule);

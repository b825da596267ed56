import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The chevron of something that opens (a disclosure button, a `details` summary): it
 * turns over while open. Open is the button's `aria-expanded="true"` (the icon is its
 * child) or the `details` element's `open`, so the state screen readers hear is the
 * one drawn.
 */
export const turnsWhenOpen = style({
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
    'details[open] > summary &': { transform: 'rotate(180deg)' },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const form = style({ width: '100%', minWidth: 0 });

/** Added to TextField's input class: the native search input's own look is reset. */
export const input = style({
  appearance: 'none',
  selectors: {
    // The native clear cross sits beside our button and looks like a second control.
    '&::-webkit-search-cancel-button': { appearance: 'none' },
  },
});

export const submit = style({ color: vars.color.textMuted });

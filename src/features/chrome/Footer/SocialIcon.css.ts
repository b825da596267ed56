import { style } from '@vanilla-extract/css';

// Its own file, not the footer's: the home page's Pattern Trends draws these icons in the
// first load, and the footer's styles should come only with the footer's lazy part.
export const socialIcon = style({ width: '1.25em', height: '1.25em' });

import { style } from '@vanilla-extract/css';

/** SAVE and Saved keep one width, so a card's layout does not move when it changes. */
export const button = style({ minWidth: '0.96rem' });

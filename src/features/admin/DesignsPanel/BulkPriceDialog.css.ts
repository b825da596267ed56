import { style } from '@vanilla-extract/css';

export const scroll = style({ maxHeight: 'max(280px, 2.8rem)', overflowY: 'auto' });

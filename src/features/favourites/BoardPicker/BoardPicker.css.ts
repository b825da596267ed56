import { style } from '@vanilla-extract/css';

export const state = style({ minHeight: '1.2rem' });

export const save = style({ flexShrink: 0 });

import { style } from '@vanilla-extract/css';

export const intro = style({ maxWidth: '60ch' });

export const left = style({ whiteSpace: 'nowrap' });

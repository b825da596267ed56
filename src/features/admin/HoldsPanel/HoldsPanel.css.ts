import { style } from '@vanilla-extract/css';
import { textCell } from '../admin.css';

export const intro = style({ maxWidth: '60ch' });

export const cell = style([textCell, { textAlign: 'left' }]);

export const left = style({ whiteSpace: 'nowrap' });

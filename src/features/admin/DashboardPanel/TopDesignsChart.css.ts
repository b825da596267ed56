import { style } from '@vanilla-extract/css';
import { coverFrame } from '../admin.css';

export const list = style({ flex: '1 1 max(280px, 3rem)', minWidth: 0 });

export const cover = style([coverFrame, { flex: 'none', width: 'max(36px, 0.44rem)' }]);

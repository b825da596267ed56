import { style } from '@vanilla-extract/css';
import { surface } from '../../../ui/styles/surface.css';

export const list = style({ flex: '1 1 max(280px, 3rem)', minWidth: 0 });

export const cover = style([surface({ tone: 'sunken', radius: 'sm', clip: true }), { flex: 'none', width: 'max(36px, 0.44rem)' }]);

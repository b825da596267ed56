import { style } from '@vanilla-extract/css';
import { gridColumns } from '../../../ui/styles/layout.css';

export const form = style({
  vars: { [gridColumns]: 'repeat(2, minmax(0, 1fr))' },
  '@media': { 'screen and (max-width: 560px)': { vars: { [gridColumns]: '1fr' } } },
});

export const wide = style({ gridColumn: '1 / -1' });

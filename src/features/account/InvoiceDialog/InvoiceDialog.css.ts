import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { 'screen and (max-width: 560px)': { gridTemplateColumns: '1fr' } },
});

export const wide = style({ gridColumn: '1 / -1' });

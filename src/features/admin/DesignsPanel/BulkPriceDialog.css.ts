import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(max(160px, 1.6rem), 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
});

export const scroll = style({ maxHeight: 'max(280px, 2.8rem)', overflowY: 'auto' });

import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(1.9rem, 1fr))',
  alignItems: 'center',
  gap: vars.space.xl,
  listStyle: 'none',
  padding: 0,
  color: vars.color.textMuted,
});

export const logo = style({ display: 'flex', justifyContent: 'center' });

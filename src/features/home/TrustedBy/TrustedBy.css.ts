import { style } from '@vanilla-extract/css';
import { listVariant } from '../../../ui/styles/rules';
import { vars } from '../../../ui/theme/contract.css';

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(1.9rem, 1fr))',
  alignItems: 'center',
  gap: vars.space.xl,
  ...listVariant.true,
  color: vars.color.textMuted,
});

export const logo = style({ display: 'flex', justifyContent: 'center' });

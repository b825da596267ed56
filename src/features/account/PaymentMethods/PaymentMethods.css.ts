import { style } from '@vanilla-extract/css';
import { surfaceRules } from '../../../ui/styles/rules';
import { vars } from '../../../ui/theme/contract.css';

export const card = style({
  ...surfaceRules({ radius: 'lg' }),
  alignSelf: 'flex-start',
  width: 'min(100%, max(320px, 3.2rem))',
  padding: vars.space.lg,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.md,
});

export const cardNumber = style({ letterSpacing: '0.12em' });

import { style } from '@vanilla-extract/css';
import { surfaceRules } from '../../../ui/styles/rules';
import { vars } from '../../../ui/theme/contract.css';

export const fields = style({
  ...surfaceRules({ tone: 'surface', border: true, radius: 'md' }),
  maxWidth: 'max(520px, 5.2rem)',
  padding: vars.space.lg,
});

export const row = style({ display: 'contents' });

export const value = style({ minWidth: 0, overflowWrap: 'anywhere' });

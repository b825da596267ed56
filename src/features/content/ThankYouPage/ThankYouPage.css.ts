import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';
import { media } from '../../../ui/theme/tokens';

export const body = style({
  display: 'grid',
  gap: vars.space.lg,
  justifyItems: 'start',
});

export const message = style({ fontSize: vars.fontSize.lg });

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  textUnderlineOffset: '0.15em',
  // A finger's 44 px target on touch screens.
  '@media': { [media.touch]: { display: 'inline-flex', alignItems: 'center', minHeight: vars.controlHeight.md } },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';
import { media } from '../../../ui/theme/tokens';
import { inlineLink } from '../../../ui/styles/inlineLink.css';

export const waiting = style({ padding: vars.space.lg });

export const message = style({ margin: 0, color: vars.color.danger, lineHeight: vars.lineHeight.normal });

/** The way back to the cart: a finger's 44 px target on touch screens. */
export const back = style([
  inlineLink,
  { '@media': { [media.touch]: { display: 'inline-flex', alignItems: 'center', minHeight: vars.controlHeight.md } } },
]);

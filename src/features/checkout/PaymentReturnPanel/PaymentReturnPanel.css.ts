import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';
import { inlineLink } from '../../../ui/styles/inlineLink.css';
import { text } from '../../../ui/styles/text.css';
import { touchTarget } from '../../../ui/styles/touchTarget.css';

export const waiting = style({ padding: vars.space.lg });

export const message = text({ tone: 'danger', leading: 'normal' });

/** The way back to the cart: a finger's 44 px target on touch screens. */
export const back = style([inlineLink, touchTarget]);

import { style } from '@vanilla-extract/css';
import { inlineLink } from '../../../ui/styles/inlineLink.css';
import { touchTarget } from '../../../ui/styles/touchTarget.css';

export const link = style([inlineLink, touchTarget]);

import { style } from '@vanilla-extract/css';
import { inlineLink } from '../../../ui/styles/inlineLink.css';
import { text } from '../../../ui/styles/text.css';
import { touchTarget } from '../../../ui/styles/touchTarget.css';

export const message = text({ size: 'lg' });

export const link = style([inlineLink, touchTarget]);

import { style } from '@vanilla-extract/css';
import { surface } from '../../../ui/styles/surface.css';
import { text } from '../../../ui/styles/text.css';
import { vars } from '../../../ui/theme/contract.css';

export const root = text({ align: 'center' });

export const art = style({ color: vars.color.success });

export const title = style({ selectors: { '&:focus': { outline: 'none' } } });

export const facts = style([surface({ tone: 'alt', radius: 'md' }), { alignSelf: 'stretch', padding: vars.space.md }]);

import { style } from '@vanilla-extract/css';
import { surface } from '../../../ui/styles/surface.css';
import { vars } from '../../../ui/theme/contract.css';

export const art = style({ color: vars.color.success });

export const title = style({ selectors: { '&:focus': { outline: 'none' } } });

/** The order's facts, their words centred in their cells like the rest of the confirmation. */
export const facts = style([surface({ tone: 'alt', radius: 'md' }), { alignSelf: 'stretch', padding: vars.space.md, textAlign: 'center' }]);

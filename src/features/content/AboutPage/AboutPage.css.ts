import { style } from '@vanilla-extract/css';
import { surface } from '../../../ui/styles/surface.css';
import { vars } from '../../../ui/theme/contract.css';

/** Every card as tall as the longest, so the row reads as one strip. */
export const step = style([surface({ tone: 'primarySoft', radius: 'md' }), { minHeight: '2rem', padding: vars.space.xl }]);

export const stepNumber = style({ color: vars.color.accent });

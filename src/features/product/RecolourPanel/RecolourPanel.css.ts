import { style } from '@vanilla-extract/css';
import { surface } from '../../../ui/styles/surface.css';
import { vars } from '../../../ui/theme/contract.css';

export const panel = style([surface({ tone: 'surface', border: true, radius: 'md' }), { padding: vars.space.md }]);

export const toggle = style({ justifySelf: 'start' });

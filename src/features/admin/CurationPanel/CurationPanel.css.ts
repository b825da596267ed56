import { style } from '@vanilla-extract/css';
import { surface } from '../../../ui/styles/surface.css';
import { vars } from '../../../ui/theme/contract.css';

export const part = style([surface({ tone: 'alt', border: true, radius: 'md' }), { padding: vars.space.lg }]);

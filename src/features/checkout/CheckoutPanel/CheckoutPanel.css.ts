import { style } from '@vanilla-extract/css';
import { surfaceRules } from '../../../ui/styles/rules';
import { vars } from '../../../ui/theme/contract.css';

export const panel = style({ ...surfaceRules({ tone: 'surface', border: true, radius: 'lg' }), padding: vars.space.lg });

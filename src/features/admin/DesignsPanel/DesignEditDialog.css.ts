import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const legend = style({ marginBottom: vars.space.xs, padding: 0 });

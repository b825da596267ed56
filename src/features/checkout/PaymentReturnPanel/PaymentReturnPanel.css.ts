import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const waiting = style({ padding: vars.space.lg });

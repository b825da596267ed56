import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const dateLine = style({ paddingTop: vars.space.lg, borderTop: `1px solid ${vars.color.border}` });

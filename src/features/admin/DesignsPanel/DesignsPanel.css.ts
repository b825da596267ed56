import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const search = style({ flex: '1 1 max(240px, 2.4rem)', maxWidth: 'max(380px, 3.8rem)' });

export const select = style({ flex: '0 0 max(200px, 2rem)' });

export const selection = style({ minHeight: vars.controlHeight.md });

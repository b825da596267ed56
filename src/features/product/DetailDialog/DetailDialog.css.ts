import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

/** Loading and error keep the dialog at a steady size, so it does not jump when the detail arrives. */
export const state = style({ display: 'grid', placeItems: 'center', minHeight: '3.6rem', paddingBlock: vars.space.xl });

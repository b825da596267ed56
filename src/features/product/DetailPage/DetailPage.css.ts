import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const page = style({ width: '100%', maxWidth: '12rem', marginInline: 'auto', padding: vars.space.xl });

export const state = style({ display: 'grid', placeItems: 'center', minHeight: '4rem' });

import { style } from '@vanilla-extract/css';
import { text } from '../../../ui/styles/text.css';
import { vars } from '../../../ui/theme/contract.css';

export const titleBlock = style({ minWidth: 0 });

export const count = style([text({ size: 'sm', tone: 'muted' }), { marginTop: vars.space.xs }]);

export const state = style({ display: 'grid', placeItems: 'center', minHeight: '3rem' });

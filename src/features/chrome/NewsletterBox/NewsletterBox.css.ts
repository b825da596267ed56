import { style } from '@vanilla-extract/css';
import { stack } from '../../../ui/styles/layout.css';
import { text } from '../../../ui/styles/text.css';
import { vars } from '../../../ui/theme/contract.css';

export const box = style([stack({ gap: 'sm' }), { maxWidth: `calc(${vars.space.xxxl} * 8)` }]);

export const title = text({ size: 'lg', weight: 'semibold', leading: 'tight' });

export const description = text({ size: 'sm', tone: 'muted' });

export const form = style({ marginTop: vars.space.xs });

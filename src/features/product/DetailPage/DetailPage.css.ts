import { style } from '@vanilla-extract/css';
import { stack } from '../../../ui/Stack/Stack.css';
import { text } from '../../../ui/styles/text.css';
import { vars } from '../../../ui/theme/contract.css';

export const page = style([stack({ gap: 'xl' }), { width: '100%', maxWidth: '12rem', marginInline: 'auto', padding: vars.space.xl }]);

export const title = text({ size: 'xxl', weight: 'semibold', leading: 'tight' });

export const state = style({ display: 'grid', placeItems: 'center', minHeight: '4rem' });

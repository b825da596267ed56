import { style } from '@vanilla-extract/css';
import { stack } from '../../../ui/Stack/Stack.css';
import { surface } from '../../../ui/styles/surface.css';
import { text } from '../../../ui/styles/text.css';
import { vars } from '../../../ui/theme/contract.css';

export const panel = style([stack({ gap: 'lg' }), surface({ tone: 'surface', border: true, radius: 'lg' }), { padding: vars.space.lg }]);

export const title = text({ size: 'lg', weight: 'semibold', leading: 'tight' });

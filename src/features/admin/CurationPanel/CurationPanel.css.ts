import { style } from '@vanilla-extract/css';
import { stack } from '../../../ui/Stack/Stack.css';
import { surface } from '../../../ui/styles/surface.css';
import { vars } from '../../../ui/theme/contract.css';

export const part = style([stack({ gap: 'md' }), surface({ tone: 'alt', border: true, radius: 'md' }), { padding: vars.space.lg }]);

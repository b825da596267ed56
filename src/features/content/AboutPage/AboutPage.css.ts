import { style } from '@vanilla-extract/css';
import { stack } from '../../../ui/Stack/Stack.css';
import { surface } from '../../../ui/styles/surface.css';
import { text } from '../../../ui/styles/text.css';
import { vars } from '../../../ui/theme/contract.css';

export const step = style([
  stack({ gap: 'sm' }),
  surface({ tone: 'primarySoft', radius: 'md' }),
  // Every card as tall as the longest, so the row reads as one strip.
  { minHeight: '2rem', padding: vars.space.xl },
]);

export const stepNumber = style([text({ size: 'xxl', weight: 'bold', leading: 'tight' }), { color: vars.color.accent }]);

export const stepTitle = text({ size: 'lg', weight: 'semibold' });

export const stepText = text({ tone: 'muted' });

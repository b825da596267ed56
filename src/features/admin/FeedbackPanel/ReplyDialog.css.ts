import { style } from '@vanilla-extract/css';
import { surface } from '../../../ui/styles/surface.css';
import { text } from '../../../ui/styles/text.css';
import { vars } from '../../../ui/theme/contract.css';

export const quote = style([
  surface({ tone: 'alt', radius: 'sm' }),
  { padding: vars.space.sm, borderInlineStart: `3px solid ${vars.color.border}` },
]);

export const quoteText = style([text({ tone: 'text' }), { whiteSpace: 'pre-wrap' }]);

export const alert = style([
  surface({ tone: 'dangerSoft', radius: 'sm' }),
  text({ weight: 'medium', tone: 'danger' }),
  { padding: vars.space.sm },
]);

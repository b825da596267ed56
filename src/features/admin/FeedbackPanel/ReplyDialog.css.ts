import { style } from '@vanilla-extract/css';
import { surface } from '../../../ui/styles/surface.css';
import { vars } from '../../../ui/theme/contract.css';

export const quote = style([
  surface({ tone: 'alt', radius: 'sm' }),
  { padding: vars.space.sm, borderInlineStart: `3px solid ${vars.color.border}` },
]);

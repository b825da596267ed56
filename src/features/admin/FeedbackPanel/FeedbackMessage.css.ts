import { style } from '@vanilla-extract/css';
import { text } from '../../../ui/styles/text.css';
import { vars } from '../../../ui/theme/contract.css';
import { sprinkles } from '../../../ui/styles/sprinkles.css';
import { card } from '../admin.css';

export const message = style([
  card,
  text({ tone: 'text' }),
  sprinkles({ padding: 'md' }),
  {
    borderInlineStart: `4px solid ${vars.color.primary}`,
    selectors: {
      // A handled message steps back: the open ones are the work left.
      '&[data-handled]': { borderInlineStartColor: vars.color.border, background: vars.color.surfaceAlt },
    },
  },
]);

export const date = style({ marginInlineStart: 'auto' });

export const replies = style({
  paddingInlineStart: vars.space.md,
  borderInlineStart: `2px solid ${vars.color.border}`,
});

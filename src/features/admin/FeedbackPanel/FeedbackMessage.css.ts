import { style } from '@vanilla-extract/css';
import { text } from '../../../ui/styles/text.css';
import { vars } from '../../../ui/theme/contract.css';
import { card } from '../admin.css';

export const message = style([
  card,
  text({ tone: 'text' }),
  {
    padding: vars.space.md,
    borderInlineStart: `4px solid ${vars.color.primary}`,
    selectors: {
      // A handled message steps back: the open ones are the work left.
      '&[data-handled]': { borderInlineStartColor: vars.color.border, background: vars.color.surfaceAlt },
    },
  },
]);

export const email = style([text({ size: 'md', weight: 'semibold' }), { overflowWrap: 'anywhere' }]);

export const date = style([text({ size: 'sm', tone: 'muted' }), { marginInlineStart: 'auto' }]);

export const replies = style({
  paddingInlineStart: vars.space.md,
  borderInlineStart: `2px solid ${vars.color.border}`,
});

export const repliesTitle = text({ size: 'sm', weight: 'semibold', tone: 'muted' });

export const replySubject = text({ weight: 'semibold' });

/** The message's and its replies' own words, with the line breaks they were typed with. */
export const typedText = style({ whiteSpace: 'pre-wrap' });

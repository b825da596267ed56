import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const message = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    // A handled message steps back: the open ones are the work left.
    '&[data-handled]': { borderInlineStartColor: vars.color.border, background: vars.color.surfaceAlt },
  },
});

export const email = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const date = style({ marginInlineStart: 'auto', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const content = style({ margin: 0, whiteSpace: 'pre-wrap', lineHeight: vars.lineHeight.normal });

export const replies = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `2px solid ${vars.color.border}`,
});

export const repliesTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const replyList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const reply = style({ display: 'grid', gap: vars.space.xxs });

export const replyMeta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const replySubject = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const replyText = style({ margin: 0, whiteSpace: 'pre-wrap' });

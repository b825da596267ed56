import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const form = style({ display: 'grid', gap: vars.space.md });

export const quote = style({
  margin: 0,
  padding: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.sm,
  display: 'grid',
  gap: vars.space.xxs,
});

export const quoteCaption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const quoteText = style({ margin: 0, whiteSpace: 'pre-wrap', color: vars.color.text });

export const alert = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

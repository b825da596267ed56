import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({
  display: 'flex',
  gap: vars.space.xl,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const trigger = style({
  // Sits on the list's bottom border, so the active underline replaces it.
  marginBottom: -1,
  paddingBlock: vars.space.sm,
  paddingInline: 0,
  background: 'transparent',
  border: 'none',
  borderBottom: '2px solid transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  transition: `color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
  },
});

export const panel = style({ paddingTop: vars.space.lg });

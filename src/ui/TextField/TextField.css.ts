import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media, touchEntryFontSize } from '../theme/tokens';

/*
 * The field look (label, box, hint, error) is shared by every form control of the
 * design system: PasswordField, Select and SearchBox import these classes instead of
 * restating them, so a change to the field look lands everywhere at once.
 */

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

/**
 * The bordered box. The focus ring is drawn on the box, not the input, so a button in
 * the end slot sits inside the ring instead of cutting through it.
 */
export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: vars.controlHeight.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover:not([data-disabled]):not([data-invalid])': { borderColor: vars.color.text },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { background: vars.color.surfaceSunken, cursor: 'not-allowed' },
    '&:has(> input:focus-visible, > textarea:focus-visible)': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

/** A native input or textarea filling the box. */
export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  '@media': { [media.touch]: { fontSize: touchEntryFontSize } },
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    // The box draws the ring (see `control`).
    '&:focus-visible': { outline: 'none' },
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const textarea = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  resize: 'vertical',
});

export const endSlot = style({
  display: 'flex',
  alignItems: 'center',
  paddingInlineEnd: vars.space.xxs,
});

export const hint = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.danger,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The trigger reuses TextField's box (`control`); these classes add what a button needs. */
export const trigger = style({
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `0 ${vars.space.sm} 0 ${vars.space.md}`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&:disabled': { color: vars.color.textMuted },
  },
});

export const value = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const chevron = style({ color: vars.color.textMuted });

export const content = style({
  zIndex: vars.zIndex.dropdown,
  // A gap from the trigger whichever side the list opens on (Radix's sideOffset takes raw px).
  marginBlock: vars.space.xs,
  width: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
});

export const viewport = style({ padding: vars.space.xs });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.controlHeight.sm,
  padding: `0 ${vars.space.sm} 0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.primarySoft },
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const itemIndicator = style({ display: 'inline-flex', color: vars.color.primary });

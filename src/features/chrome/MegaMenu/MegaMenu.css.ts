import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const root = style({ position: 'relative' });

const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.controlHeight.md,
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: vars.color.surfaceSunken },
    '&:focus-visible': focusRing,
  },
});

export const panel = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xs})`,
  left: 0,
  zIndex: vars.zIndex.floating,
  minWidth: `calc(${vars.space.xxxl} * 5)`,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const note = style({
  paddingBlock: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const body = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.lg,
});

export const categories = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: `calc(${vars.space.xxxl} * 3)`,
  paddingRight: vars.space.md,
  borderRight: `1px solid ${vars.color.border}`,
});

export const category = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.controlHeight.sm,
  paddingInline: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textAlign: 'left',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-state="active"]': { background: vars.color.primarySoft, color: vars.color.primary, fontWeight: vars.fontWeight.semibold },
    '&:focus-visible': focusRing,
  },
});

export const words = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  selectors: {
    // Radix keeps the inactive panels in the DOM, hidden; `display` must not show them.
    '&[hidden]': { display: 'none' },
    '&:focus-visible': focusRing,
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: `calc(${vars.space.xxxl} * 4)`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const word = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt, color: vars.color.primary },
    '&:focus-visible': focusRing,
  },
});

export const wordText = style({ whiteSpace: 'nowrap' });

export const count = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
});

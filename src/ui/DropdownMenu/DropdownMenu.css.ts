import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const dropIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const labelTrigger = style({ gap: vars.space.xs });

export const content = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: `max(var(--radix-dropdown-menu-trigger-width), 2.4rem)`,
  padding: vars.space.xs,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  animation: `${dropIn} ${vars.duration.fast} ease-out`,
  // A gap between trigger and menu, on whichever side the menu ends up after collisions.
  selectors: {
    '&[data-side="bottom"]': { marginTop: vars.space.xs },
    '&[data-side="top"]': { marginBottom: vars.space.xs },
  },
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.controlHeight.sm,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    selectors: {
      '&[data-highlighted]': { background: vars.color.primarySoft },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  },
  variants: {
    danger: {
      true: {
        color: vars.color.danger,
        selectors: { '&[data-highlighted]': { background: vars.color.dangerSoft } },
      },
      false: {},
    },
  },
  defaultVariants: { danger: false },
});

export const separator = style({
  height: 1,
  marginBlock: vars.space.xs,
  background: vars.color.border,
});

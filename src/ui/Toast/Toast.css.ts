import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.md}))` },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const viewport = style({
  position: 'fixed',
  top: vars.space.xl,
  left: '50%',
  zIndex: vars.zIndex.toast,
  transform: 'translateX(-50%)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  // One width for the whole stack, so toasts line up instead of each hugging its text.
  width: '5.6rem',
  maxWidth: `calc(100vw - 2 * ${vars.space.xl})`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.controlHeight.md,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.md,
    border: '1px solid',
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    animation: `${slideIn} ${vars.duration.normal} ease-out`,
    selectors: {
      // Follows the finger while swiped away, and springs back if the swipe is cancelled.
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: `transform ${vars.duration.normal} ease-out` },
    },
  },
  variants: {
    tone: {
      success: { background: vars.color.successSoft, borderColor: vars.color.success },
      error: { background: vars.color.dangerSoft, borderColor: vars.color.danger },
      info: { background: vars.color.primarySoft, borderColor: vars.color.primary },
    },
  },
});

export const toneIcon = recipe({
  variants: {
    tone: {
      success: { color: vars.color.success },
      error: { color: vars.color.danger },
      info: { color: vars.color.primary },
    },
  },
});

export const message = style({ flex: '1 1 auto' });

export const closeButton = style({ marginInlineEnd: `calc(-1 * ${vars.space.xs})` });

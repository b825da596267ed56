import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: `translate(-50%, calc(-50% + ${vars.space.md}))` },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
});

export const content = recipe({
  base: {
    position: 'fixed',
    top: '50%',
    left: '50%',
    zIndex: vars.zIndex.modal,
    transform: 'translate(-50%, -50%)',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    maxWidth: `calc(100vw - 2 * ${vars.space.xl})`,
    maxHeight: `calc(100vh - 2 * ${vars.space.xxl})`,
    padding: vars.space.xl,
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    animation: `${riseIn} ${vars.duration.normal} ease-out`,
    selectors: {
      // Focus lands on the panel itself when it holds nothing focusable; no ring is needed there.
      '&:focus': { outline: 'none' },
    },
  },
  variants: {
    size: {
      sm: { width: '4.8rem' },
      md: { width: '6.4rem' },
      lg: { width: '9.6rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  // Keeps a long title clear of the close button in the corner.
  paddingInlineEnd: vars.controlHeight.sm,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({ fontSize: vars.fontSize.md, color: vars.color.textMuted });

export const body = style({
  // A tall body scrolls inside the dialog; the title and footer stay in view.
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const closeButton = style({
  position: 'absolute',
  top: vars.space.md,
  right: vars.space.md,
});

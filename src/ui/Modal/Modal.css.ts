import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: `translate(-50%, calc(-50% + ${vars.space.md}))` },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});

const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });
const slideInFromStart = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

/** On a phone a centred dialog is a full-screen sheet: all of the small screen for its content. */
const fullScreenSheet = {
  top: 0,
  left: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  transform: 'none',
  borderRadius: 0,
  padding: vars.space.lg,
  animation: `${slideUp} ${vars.duration.normal} ease-out`,
} as const;

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
    // Radix turns the page's pointer events off a render before it turns the dialog's
    // back on; without this the dialog inherits `none` in between and drops a quick tap.
    // Radix's own inline value still wins when a layer above (a menu, a confirmation) owns the pointer.
    pointerEvents: 'auto',
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
    /**
     * `center`: a dialog in the middle of the window, a full-screen sheet on phones.
     * `start`: a drawer along the window's left edge (the categories on phones and tablets).
     * `bottom`: a sheet rising from the bottom edge (the store's filters on phones and tablets).
     */
    placement: {
      center: { '@media': { [media.phone]: fullScreenSheet } },
      start: {
        top: 0,
        left: 0,
        bottom: 0,
        width: 'min(85vw, 360px)',
        maxWidth: 'none',
        maxHeight: 'none',
        height: '100%',
        transform: 'none',
        borderRadius: 0,
        padding: vars.space.lg,
        animation: `${slideInFromStart} ${vars.duration.normal} ease-out`,
      },
      bottom: {
        top: 'auto',
        left: 0,
        bottom: 0,
        width: '100%',
        maxWidth: 'none',
        maxHeight: '90%',
        transform: 'none',
        borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
        padding: vars.space.lg,
        animation: `${slideUp} ${vars.duration.normal} ease-out`,
      },
    },
  },
  defaultVariants: { size: 'md', placement: 'center' },
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

/** The title row keeps clear of a 44 px close button on touch screens. */
globalStyle(`${header}`, { '@media': { [media.touch]: { paddingInlineEnd: vars.controlHeight.md } } });

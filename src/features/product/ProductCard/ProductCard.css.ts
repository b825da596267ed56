import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';
import { media as mediaQueries } from '../../../ui/theme/tokens';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const media = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  boxShadow: vars.shadow.sm,
});

/** In a masonry cell of fixed height the image takes what the caption leaves. */
export const mediaFill = style({ flex: '1 1 auto', minHeight: 0 });
export const imageFill = style({ height: '100%' });

export const imageLink = style({
  display: 'block',
  height: '100%',
  selectors: {
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

export const badges = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  // Labels, not targets: clicks go through to the image link.
  pointerEvents: 'none',
});

export const saveSlot = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
});

export const quickView = style({
  position: 'absolute',
  left: '50%',
  bottom: vars.space.md,
  transform: 'translateX(-50%)',
  boxShadow: vars.shadow.md,
  // Shown on hover and whenever focus is inside the card (keyboard), and always where a
  // finger may point: it has no hover to find the button with. `hover: none` alone misses
  // touch screens that also have a mouse, and phone-sized windows; media.touch has both.
  opacity: 0,
  transition: `opacity ${vars.duration.fast}`,
  selectors: {
    [`${media}:hover &, ${media}:focus-within &`]: { opacity: 1 },
  },
  '@media': {
    '(hover: none)': { opacity: 1 },
    [mediaQueries.touch]: { opacity: 1 },
  },
});

export const caption = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
  paddingInline: vars.space.xxs,
});

export const serial = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  letterSpacing: '0.02em',
});

export const price = style({
  flexShrink: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export { visuallyHidden } from '../../../ui/styles/visuallyHidden.css';

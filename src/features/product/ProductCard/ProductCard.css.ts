import { style } from '@vanilla-extract/css';
import { surface } from '../../../ui/styles/surface.css';
import { vars } from '../../../ui/theme/contract.css';
import { media as mediaQueries } from '../../../ui/theme/tokens';

export const card = style({ position: 'relative', minWidth: 0 });

export const media = style([surface({ tone: 'sunken', radius: 'md', clip: true }), { position: 'relative', boxShadow: vars.shadow.sm }]);

/** In a masonry cell of fixed height the image takes what the caption leaves. */
export const mediaFill = style({ flex: '1 1 auto', minHeight: 0 });
export const imageFill = style({ height: '100%' });

export const imageLink = style({ display: 'block', height: '100%', selectors: { '&:focus-visible': { outlineOffset: '-3px' } } });

// Labels, not targets: clicks go through to the image link.
export const badges = style({ position: 'absolute', top: vars.space.sm, left: vars.space.sm, pointerEvents: 'none' });

export const saveSlot = style({ position: 'absolute', top: vars.space.sm, right: vars.space.sm });

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
  selectors: { [`${media}:hover &, ${media}:focus-within &`]: { opacity: 1 } },
  '@media': { '(hover: none)': { opacity: 1 }, [mediaQueries.touch]: { opacity: 1 } },
});

export const caption = style({ minWidth: 0, paddingInline: vars.space.xxs });

export const serial = style({ minWidth: 0, letterSpacing: '0.02em' });

export const price = style({ flexShrink: 0 });

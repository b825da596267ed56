import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const root = style({ position: 'relative' });

export const swiper = recipe({
  base: {
    vars: {
      '--swiper-pagination-color': vars.color.primary,
      '--swiper-pagination-bullet-inactive-color': vars.color.borderStrong,
      '--swiper-pagination-bullet-inactive-opacity': '1',
      '--swiper-pagination-bottom': '0px',
    },
  },
  variants: {
    // Bullets get a strip of their own below the slides instead of covering them.
    withPagination: { true: { paddingBottom: vars.space.xxl }, false: {} },
  },
});

// A transparent border widens the 8px dot into a comfortable target without drawing a bigger dot.
globalStyle(`${root} .swiper-pagination-bullet`, {
  boxSizing: 'content-box',
  border: `${vars.space.xs} solid transparent`,
  backgroundClip: 'content-box',
});
globalStyle(`${root} .swiper-pagination-bullet:focus-visible`, {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: 0,
});

const control = {
  position: 'absolute',
  zIndex: 10,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
} as const;

export const step = recipe({
  base: { ...control, top: '50%', transform: 'translateY(-50%)' },
  variants: {
    side: { prev: { left: vars.space.sm }, next: { right: vars.space.sm } },
    // Centred on the slides, not on slides plus the bullet strip.
    withPagination: { true: { top: `calc(50% - ${vars.space.xxl} / 2)` }, false: {} },
  },
});

export const rotation = style({ ...control, top: vars.space.sm, right: vars.space.sm });

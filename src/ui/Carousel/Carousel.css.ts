import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media, touchTarget } from '../theme/tokens';

/**
 * Height of the bullets' strip under the slides. On touch screens it fits 44 px bullets
 * (and, on phones, the Previous/Next buttons beside them).
 */
export const paginationStrip = { desktop: vars.space.xxl, touch: `${touchTarget}px` } as const;

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
    withPagination: {
      true: { paddingBottom: paginationStrip.desktop, '@media': { [media.touch]: { paddingBottom: paginationStrip.touch } } },
      false: {},
    },
  },
});

// A transparent border widens the 8px dot into a comfortable target without drawing a bigger dot.
globalStyle(`${root} .swiper-pagination-bullet`, {
  boxSizing: 'content-box',
  border: `${vars.space.xs} solid transparent`,
  backgroundClip: 'content-box',
});
// A finger needs the whole 44×44 px target (WCAG 2.5.5); the dot drawn stays 8 px.
globalStyle(`${root} .swiper-pagination-bullet`, {
  '@media': { [media.touch]: { borderWidth: `calc((${touchTarget}px - var(--swiper-pagination-bullet-width, 8px)) / 2)` } },
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
    withPagination: {
      true: {
        top: `calc(50% - ${vars.space.xxl} / 2)`,
        '@media': {
          [media.touch]: { top: `calc(50% - ${paginationStrip.touch} / 2)` },
          // On a phone the buttons would cover the slide's words: they sit in the bullets'
          // strip instead, at its two ends, and the slide keeps its whole width.
          [media.phone]: { top: 'auto', bottom: 0, transform: 'none', boxShadow: 'none' },
        },
      },
      false: {},
    },
  },
  compoundVariants: [
    { variants: { side: 'prev', withPagination: true }, style: { '@media': { [media.phone]: { left: 0 } } } },
    { variants: { side: 'next', withPagination: true }, style: { '@media': { [media.phone]: { right: 0 } } } },
  ],
});

export const rotation = style({ ...control, top: vars.space.sm, right: vars.space.sm });

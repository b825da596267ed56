import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});

export const image = recipe({
  base: {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    transition: `opacity ${vars.duration.normal}`,
  },
  variants: {
    fit: { cover: { objectFit: 'cover' }, contain: { objectFit: 'contain' } },
    // Hidden with opacity, not display: a lazy image that is not rendered never loads.
    loaded: { true: { opacity: 1 }, false: { opacity: 0 } },
  },
});

const sweep = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const placeholder = recipe({
  base: { position: 'absolute', inset: 0, background: vars.color.surfaceSunken },
  variants: {
    shimmer: {
      true: {
        backgroundImage: `linear-gradient(90deg, ${vars.color.surfaceSunken} 25%, ${vars.color.surfaceAlt} 50%, ${vars.color.surfaceSunken} 75%)`,
        backgroundSize: '200% 100%',
        animation: `${sweep} 1.4s ease-in-out infinite`,
        '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
      },
      false: {},
    },
  },
});

export const fallback = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

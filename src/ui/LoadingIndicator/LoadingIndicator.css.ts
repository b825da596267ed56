import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const track = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.loading,
  height: vars.space.xs,
  overflow: 'hidden',
  background: vars.color.primarySoft,
  pointerEvents: 'none',
});

export const runner = style({
  width: '40%',
  height: '100%',
  background: vars.color.primary,
  animation: `${sweep} 1.2s ease-in-out infinite`,
  '@media': {
    // Without motion the bar is simply full: still visible, no sweeping.
    '(prefers-reduced-motion: reduce)': { width: '100%', animation: 'none' },
  },
});

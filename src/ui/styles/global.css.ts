import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { rootFontSize } from '../theme/tokens';

// A small modern reset: predictable box model, no default margins, media that
// behaves as blocks, form controls that inherit the font.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('*', { margin: 0 });
globalStyle('html', {
  // Spec: the root font size follows the window width relative to 1920
  // (1rem = 100px at 1920), clamped to 1200…2560.
  fontSize: rootFontSize.css,
  WebkitTextSizeAdjust: '100%',
});
globalStyle('body', {
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('img, picture, video, canvas, svg', { display: 'block', maxWidth: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('button', { cursor: 'pointer' });
globalStyle('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });
globalStyle('a', { color: 'inherit' });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

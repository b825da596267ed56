import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';

export const narrowPage = style({
  // 640 px at 1920 wide: a readable line length for a short message page.
  maxWidth: '6.4rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  display: 'grid',
  gap: vars.space.md,
});

export const pageTitle = style({
  fontSize: vars.fontSize.xl,
  textTransform: 'capitalize',
});

/** Holds the page's place while a route's code loads. */
export const routeFallback = style({ minHeight: '100vh' });

/**
 * A page whose content arrives after its frame (the store's results, a design's
 * detail) keeps the footer below the fold until it does: otherwise the footer shows
 * under a short loading state and is pushed down when the content lands, a layout
 * shift every visitor sees.
 */
export const loadingPage = style({ minHeight: '100vh' });

/** The store runs edge to edge otherwise: a gutter keeps panel and grid off the window's sides. */
export const storePage = style([loadingPage, { paddingInline: vars.space.xl }]);

import { narrowerThan } from '../theme/breakpoints';

/**
 * `<img sizes>` for an image filling one slide of a `Carousel` with these per-view
 * counts. A carousel is never wider than the window, so a slide is never wider than the
 * window divided by the slides in view: a bound that ignores gaps and page padding
 * errs a little large, never small, so a picture is never fetched blurry.
 */
export function slideSizes(slidesPerView: number, compactSlidesPerView?: { phone: number; tablet: number }): string {
  const desktop = `calc(100vw / ${slidesPerView})`;
  if (!compactSlidesPerView) return desktop;
  return [
    `${narrowerThan.tablet} calc(100vw / ${compactSlidesPerView.phone})`,
    `${narrowerThan.desktop} calc(100vw / ${compactSlidesPerView.tablet})`,
    desktop,
  ].join(', ');
}

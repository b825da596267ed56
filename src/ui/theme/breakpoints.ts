/**
 * Window widths where layouts change. At `desktop` (1200 px) and wider the spec's rules
 * hold as written (the root font scales with the window; grid columns and favourites
 * cells by width). Below it the root font stays at its 1200 px size (1rem = 62.5px) and
 * layouts reflow instead: `tablet` from 768 px, `phone` below that (360 px and up).
 */
export const breakpoint = { tablet: 768, desktop: 1200 } as const;

/**
 * Narrower than a breakpoint, as a bare condition: what `<img sizes>` takes (no media
 * type), and what `media` below builds on. `.98` keeps each condition exclusive of the
 * breakpoint itself at fractional widths (zoomed windows).
 */
export const narrowerThan = {
  tablet: `(max-width: ${breakpoint.tablet - 0.02}px)`,
  desktop: `(max-width: ${breakpoint.desktop - 0.02}px)`,
} as const;

/** Media queries for `@media` in styles, named after who they serve. */
export const media = {
  /** Phones and tablets: below the spec's 1200 px desktop, where layouts reflow. */
  compact: `screen and ${narrowerThan.desktop}`,
  /** Phones: one column, dialogs as full-screen sheets. */
  phone: `screen and ${narrowerThan.tablet}`,
  /** Tablets only (768–1199 px). */
  tablet: `screen and (min-width: ${breakpoint.tablet}px) and ${narrowerThan.desktop}`,
  /**
   * Where a finger is the pointer or the window is compact: controls grow to the 44 px
   * touch target of WCAG 2.5.5, and what hover shows elsewhere is shown at rest.
   */
  touch: `(pointer: coarse), screen and ${narrowerThan.desktop}`,
} as const;

/**
 * Design tokens: the only place raw colours and sizes live.
 *
 * Sizes are in rem because the spec scales the root font size with the window
 * (1rem = 100px at a 1920px-wide window, clamped between 1200px and 2560px; see
 * `rootFontSize` below). Text sizes keep a pixel floor so copy stays legible at the
 * narrow end of that range.
 */
export const palette = {
  ink: '#1d1d1f',
  inkMuted: '#55595f',
  line: '#d6d6dc',
  lineStrong: '#9a9aa3',
  paper: '#ffffff',
  paperAlt: '#f5f3ef',
  paperSunken: '#ecebe7',
  navy: '#24324f',
  navyHover: '#18223a',
  navySoft: '#e6eaf2',
  terracotta: '#a8432f',
  terracottaSoft: '#f7e5df',
  green: '#23704a',
  greenSoft: '#e2f1e8',
  red: '#b3261e',
  redSoft: '#fbe7e5',
  amber: '#8a5300',
  amberSoft: '#fbefd9',
  focus: '#2f6fed',
  scrim: 'rgba(17, 17, 20, 0.55)',
} as const;

export const lightColors = {
  text: palette.ink,
  textMuted: palette.inkMuted,
  textInverse: palette.paper,
  surface: palette.paper,
  surfaceAlt: palette.paperAlt,
  surfaceSunken: palette.paperSunken,
  border: palette.line,
  borderStrong: palette.lineStrong,
  primary: palette.navy,
  primaryHover: palette.navyHover,
  primarySoft: palette.navySoft,
  onPrimary: palette.paper,
  accent: palette.terracotta,
  accentSoft: palette.terracottaSoft,
  success: palette.green,
  successSoft: palette.greenSoft,
  danger: palette.red,
  dangerSoft: palette.redSoft,
  warning: palette.amber,
  warningSoft: palette.amberSoft,
  focusRing: palette.focus,
  overlay: palette.scrim,
} as const;

export const fontFamily = {
  body: "'Inter Variable', 'Fullwidth Punctuation', 'DejaVu Sans', system-ui, sans-serif",
} as const;

export const fontSize = {
  xs: 'max(11px, 0.12rem)',
  sm: 'max(12px, 0.14rem)',
  md: 'max(13px, 0.16rem)',
  lg: 'max(15px, 0.2rem)',
  xl: 'max(18px, 0.26rem)',
  xxl: 'max(22px, 0.36rem)',
} as const;

export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;

export const lineHeight = { tight: '1.2', normal: '1.5' } as const;

export const space = {
  none: '0',
  xxs: '0.02rem',
  xs: '0.04rem',
  sm: '0.08rem',
  md: '0.12rem',
  lg: '0.16rem',
  xl: '0.24rem',
  xxl: '0.32rem',
  xxxl: '0.48rem',
} as const;

export const radius = { sm: '0.04rem', md: '0.08rem', lg: '0.16rem', pill: '999px' } as const;

export const shadow = {
  sm: '0 1px 2px rgba(17, 17, 20, 0.08)',
  md: '0 4px 16px rgba(17, 17, 20, 0.12)',
  lg: '0 12px 40px rgba(17, 17, 20, 0.2)',
} as const;

// `floating`: what floats over the page (the feedback button, the mega-menu), below a
// dialog's overlay. `dropdown`: a select's list or a menu, above the dialog it may sit
// in (the contact dialog's Category, the back office's forms).
export const zIndex = { floating: '1000', overlay: '1100', modal: '1110', dropdown: '1150', toast: '1200', loading: '1300' } as const;

/** Control heights keep a pixel floor so targets stay at least 32px tall. */
export const controlHeight = { sm: 'max(28px, 0.32rem)', md: 'max(34px, 0.44rem)', lg: 'max(40px, 0.56rem)' } as const;

export const duration = { fast: '120ms', normal: '200ms' } as const;

/**
 * The spec's root font-size rule, as CSS: html font size follows the window width
 * relative to 1920 (1rem = 100px at 1920), between 1200 and 2560 wide.
 */
export const rootFontSize = {
  designWidth: 1920,
  minWidth: 1200,
  maxWidth: 2560,
  css: 'calc(clamp(1200px, 100vw, 2560px) / 19.2)',
} as const;

// Breakpoints and media queries live in their own module: components' scripts read
// them (a carousel's slides per view, the store's sheet) without pulling every token
// into the first load.
export { breakpoint, media, narrowerThan } from './breakpoints';

/** WCAG 2.5.5's smallest touch target, in px. */
export const touchTarget = 44;

/**
 * Text size of what a shopper types, where a finger points (`media.touch`). Safari on
 * iOS zooms the page in on focus into a field whose text is smaller than 16 px, and
 * leaves it zoomed after: the page then scrolls sideways until pinched back.
 */
export const touchEntryFontSize = '16px';

/** Top margin of every page except the spec's /sketch/* pages. */
export const pageTopMargin = '0.67rem';

/** The root font size in px for a window width: what `rootFontSize.css` computes. */
export const rootFontSizePx = (windowWidth: number): number =>
  (Math.min(Math.max(windowWidth, rootFontSize.minWidth), rootFontSize.maxWidth) / rootFontSize.designWidth) * 100;

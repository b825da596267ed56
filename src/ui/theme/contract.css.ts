import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: every themeable value, as CSS variables with readable names
 * (`--color-primary`, `--space-md`…) so designers can inspect them in DevTools.
 * Themes fill it with `createTheme` (see `lightTheme.css.ts`).
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      text: null,
      textMuted: null,
      textInverse: null,
      surface: null,
      surfaceAlt: null,
      surfaceSunken: null,
      border: null,
      borderStrong: null,
      primary: null,
      primaryHover: null,
      primarySoft: null,
      onPrimary: null,
      accent: null,
      accentSoft: null,
      success: null,
      successSoft: null,
      danger: null,
      dangerSoft: null,
      warning: null,
      warningSoft: null,
      focusRing: null,
      overlay: null,
    },
    font: { body: null },
    fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    fontWeight: { regular: null, medium: null, semibold: null, bold: null },
    lineHeight: { tight: null, normal: null },
    space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
    radius: { sm: null, md: null, lg: null, pill: null },
    shadow: { sm: null, md: null, lg: null },
    zIndex: { floating: null, overlay: null, modal: null, dropdown: null, toast: null, loading: null },
    controlHeight: { sm: null, md: null, lg: null },
    duration: { fast: null, normal: null },
  },
  (_value, path) => path.join('-'),
);

import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { rulesOf } from './layoutVariants.css';

/**
 * A panel or card: its background, a hairline border, rounded corners and whether it
 * clips its content (a cover image to its corners). Composed in a feature's `.css.ts`
 * (`style([surface({ tone: 'alt', border: true, radius: 'md' }), { … }])`) at build time;
 * `surfaceRules({ … })` spreads the same declarations into one class, for a stylesheet
 * the home page loads first. Only what is named is set.
 */
const surfaceVariants = {
  tone: {
    surface: { background: vars.color.surface },
    alt: { background: vars.color.surfaceAlt },
    sunken: { background: vars.color.surfaceSunken },
  },
  border: { true: { border: `1px solid ${vars.color.border}` } },
  radius: {
    sm: { borderRadius: vars.radius.sm },
    md: { borderRadius: vars.radius.md },
    lg: { borderRadius: vars.radius.lg },
    pill: { borderRadius: vars.radius.pill },
  },
  clip: { true: { overflow: 'hidden' } },
};

export const surface = recipe({ variants: surfaceVariants });

/** The same choices as plain declarations, for a stylesheet the home page loads first (see `rulesOf`). */
export const surfaceRules = rulesOf(surfaceVariants);

export type SurfaceVariants = NonNullable<RecipeVariants<typeof surface>>;

import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { surfaceVariants } from './rules';

/**
 * A panel or card: its background, a hairline border, rounded corners and whether it
 * clips its content (a cover image to its corners). Composed in a feature's `.css.ts`
 * (`style([surface({ tone: 'alt', border: true, radius: 'md' }), { … }])`) at build time;
 * `surfaceRules({ … })` (./rules.ts) spreads the same declarations into one class, for a
 * stylesheet the home page loads first. Only what is named is set.
 */
export const surface = recipe({ variants: surfaceVariants });

export type SurfaceVariants = NonNullable<RecipeVariants<typeof surface>>;

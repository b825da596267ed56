import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { textVariants } from './rules';

/**
 * The type scale as one recipe: size, weight, tone and the few text habits features
 * repeat (no margin on a heading or paragraph, tabular figures for money and counts,
 * one line with an ellipsis). A feature's `.css.ts` composes it
 * (`style([text({ size: 'sm', tone: 'muted' }), { … }])`), resolved when the CSS is built:
 * what reaches the page is the composed style's class names. Where the home page loads the
 * stylesheet first, spread `textRules({ … })` (./rules.ts) instead: one class. Only what
 * is named is set.
 */
export const text = recipe({ variants: textVariants });

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;

import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { stackBase, stackVariants } from '../styles/rules';

/**
 * A column of children with the theme's space between them. A feature's own `.css.ts`
 * may compose it (`style([stack({ gap: 'sm' }), { … }])`), or spread `stackRules({ … })`
 * (src/ui/styles/rules.ts) where the home page loads the stylesheet first: one class
 * name instead of several.
 */
export const stack = recipe({ base: stackBase, variants: stackVariants });

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;

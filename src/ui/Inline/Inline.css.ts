import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inlineBase, inlineVariants } from '../styles/rules';

/** A row of children with the theme's space between them; composed, or spread (`inlineRules`), like `stack`. */
export const inline = recipe({ base: inlineBase, variants: inlineVariants });

export type InlineVariants = NonNullable<RecipeVariants<typeof inline>>;

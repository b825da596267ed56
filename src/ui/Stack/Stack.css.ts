import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { gapVariants, listVariant, rulesOf } from '../styles/layoutVariants.css';

const base = { display: 'flex', flexDirection: 'column' } as const;
const variants = {
  gap: gapVariants,
  align: {
    start: { alignItems: 'flex-start' },
    center: { alignItems: 'center' },
    end: { alignItems: 'flex-end' },
  },
  list: listVariant,
};

/**
 * A column of children with the theme's space between them. A feature's own `.css.ts`
 * may compose it (`style([stack({ gap: 'sm' }), { … }])`), or spread `stackRules({ … })`
 * where the home page loads the stylesheet first (one class name instead of several).
 */
export const stack = recipe({ base, variants });

export const stackRules = rulesOf(variants, base);

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;

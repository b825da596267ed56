import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { gapVariants, listVariant } from '../styles/layoutVariants.css';

/**
 * A column of children with the theme's space between them. A feature's own `.css.ts`
 * may compose it (`style([stack({ gap: 'sm' }), { … }])`): it is resolved when the CSS is
 * built, so it costs the page no JavaScript.
 */
export const stack = recipe({
  base: { display: 'flex', flexDirection: 'column' },
  variants: {
    gap: gapVariants,
    align: {
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
    },
    list: listVariant,
  },
});

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;

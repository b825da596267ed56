import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { gapVariants, listVariant } from '../styles/layoutVariants.css';

/**
 * A row of children with the theme's space between them. Like `stack`, a feature's
 * `.css.ts` may compose it, at no JavaScript cost.
 */
export const inline = recipe({
  base: { display: 'flex' },
  variants: {
    gap: gapVariants,
    align: {
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
      baseline: { alignItems: 'baseline' },
    },
    justify: {
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    wrap: { true: { flexWrap: 'wrap' } },
    list: listVariant,
  },
});

export type InlineVariants = NonNullable<RecipeVariants<typeof inline>>;

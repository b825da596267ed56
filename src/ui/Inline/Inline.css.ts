import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { gapVariants, listVariant, rulesOf } from '../styles/layoutVariants.css';

const base = { display: 'flex' } as const;
const variants = {
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
};

/** A row of children with the theme's space between them; composed or spread (`inlineRules`) like `stack`. */
export const inline = recipe({ base, variants });

export const inlineRules = rulesOf(variants, base);

export type InlineVariants = NonNullable<RecipeVariants<typeof inline>>;

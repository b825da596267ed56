import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const gaps = Object.fromEntries(Object.entries(vars.space).map(([name, value]) => [name, { gap: value }])) as Record<
  keyof typeof vars.space,
  { gap: string }
>;

/** A row of children with the theme's space between them. */
export const inline = recipe({
  base: { display: 'flex' },
  variants: {
    gap: gaps,
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
  },
});

export type InlineVariants = NonNullable<RecipeVariants<typeof inline>>;

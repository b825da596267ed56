import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const gaps = Object.fromEntries(Object.entries(vars.space).map(([name, value]) => [name, { gap: value }])) as Record<
  keyof typeof vars.space,
  { gap: string }
>;

/** A column of children with the theme's space between them. */
export const stack = recipe({
  base: { display: 'flex', flexDirection: 'column' },
  variants: {
    gap: gaps,
    align: {
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
    },
  },
});

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;

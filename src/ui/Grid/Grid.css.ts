import { createVar, fallbackVar } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { framelessVariant, gapVariants, listVariant } from '../styles/rules';

/** The column template, set on the element by `Grid` from its `columns` or `minColumn`. */
export const gridColumns = createVar();

const columnGaps = Object.fromEntries(Object.entries(vars.space).map(([name, value]) => [name, { columnGap: value }])) as Record<
  keyof typeof vars.space,
  { columnGap: string }
>;

/**
 * A grid of children `gap` apart on the theme's space scale. The template comes from a
 * variable rather than a variant, because features ask for their own tracks (`'max-content
 * 1fr'`, a minimum column width); without one the grid is a single column.
 */
export const grid = recipe({
  base: { display: 'grid', gridTemplateColumns: fallbackVar(gridColumns, 'none') },
  variants: {
    gap: gapVariants,
    /** Space between columns where it differs from the space between rows (`gap`). */
    columnGap: columnGaps,
    align: {
      start: { alignItems: 'start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'end' },
      baseline: { alignItems: 'baseline' },
    },
    list: listVariant,
    frameless: framelessVariant,
  },
});

export type GridVariants = NonNullable<RecipeVariants<typeof grid>>;

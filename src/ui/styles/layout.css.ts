import { createVar, fallbackVar } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { framelessVariant, gapVariants, inlineBase, inlineVariants, listVariant, stackBase, stackVariants } from './rules';

/*
 * The layout recipes of `Stack`, `Inline` and `Grid`, in one stylesheet: nearly every
 * route uses several of them, and the app's entry names each stylesheet a lazy route
 * preloads, a cost the home page's first load pays for every name.
 */

/**
 * A column of children with the theme's space between them. A feature's own `.css.ts`
 * may compose it (`style([stack({ gap: 'sm' }), { … }])`), or spread `stackRules({ … })`
 * (./rules.ts) where the home page loads the stylesheet first: one class name instead
 * of several.
 */
export const stack = recipe({ base: stackBase, variants: stackVariants });

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;

/** A row of children with the theme's space between them; composed, or spread (`inlineRules`), like `stack`. */
export const inline = recipe({ base: inlineBase, variants: inlineVariants });

export type InlineVariants = NonNullable<RecipeVariants<typeof inline>>;

/**
 * The column template, set on the element by `Grid` from its `columns` or `minColumn`
 * (or by a feature's class, for a template that changes at a breakpoint). Not inherited:
 * a grid inside another does not take its parent's columns.
 */
export const gridColumns = createVar({ syntax: '*', inherits: false });

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

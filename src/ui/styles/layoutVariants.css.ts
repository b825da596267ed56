import { vars } from '../theme/contract.css';

type Space = keyof typeof vars.space;

/** `gap` on the theme's space scale, one variant per step: what Stack and Inline space children by. */
export const gapVariants = Object.fromEntries(Object.entries(vars.space).map(([name, value]) => [name, { gap: value }])) as Record<
  Space,
  { gap: string }
>;

/**
 * A `ul`/`ol` laid out by Stack or Inline is a layout, not a bulleted text list: no
 * bullets, no indent, no margin (the browser's defaults would shift it from the grid).
 */
export const listVariant = { true: { listStyle: 'none', margin: 0, padding: 0 } };

type VariantTable = Record<string, Record<string, Record<string, unknown>>>;
/** The choice of one value per variant of a table, as a recipe takes it (`true` for a `{ true: … }` variant). */
export type ChosenVariants<T extends VariantTable> = {
  [K in keyof T]?: keyof T[K] extends 'true' ? boolean : keyof T[K];
};

/**
 * The declarations of the chosen variants, merged into one plain style object: the
 * recipe's rules without the recipe's class names. A composed recipe exports a string of
 * several class names (`'_3xj zbp1 zbp4'`), and in a stylesheet the first page loads those
 * strings are JavaScript the home page's budget pays for; spread into a feature's own
 * `style({ ...rules, … })` they become one class, and cost nothing.
 */
export const rulesOf =
  <T extends VariantTable>(table: T, base: Record<string, unknown> = {}) =>
  (chosen: ChosenVariants<T>) =>
    Object.assign(
      { ...base },
      ...Object.entries(chosen).flatMap(([variant, value]) =>
        value === undefined || value === false ? [] : [table[variant]?.[String(value)] ?? {}],
      ),
    ) as Record<string, string>;

/**
 * The variant tables of the layout and text recipes (`stack`, `inline`, `text`,
 * `surface`), and the same choices as plain declarations (`stackRules`…).
 *
 * A plain module, not a `.css.ts`: vanilla-extract lets a stylesheet export plain data and
 * recipes but not functions, and `layout.css.ts` is also loaded by the browser. The
 * recipes build on these tables in their `.css.ts`; the `*Rules` functions are called
 * only inside features' `.css.ts` files, so they run when the CSS is built and never
 * reach a page.
 */
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

/**
 * A `fieldset` that groups controls without the browser's frame: no border, padding or
 * margin, and free to shrink in a flex or grid parent (a fieldset's default min-width is
 * its content's, which would push a phone's layout sideways).
 */
export const framelessVariant = { true: { border: 0, margin: 0, padding: 0, minWidth: 0 } };

export const stackBase = { display: 'flex', flexDirection: 'column' } as const;
export const stackVariants = {
  gap: gapVariants,
  align: {
    start: { alignItems: 'flex-start' },
    center: { alignItems: 'center' },
    end: { alignItems: 'flex-end' },
  },
  list: listVariant,
  frameless: framelessVariant,
};

export const inlineBase = { display: 'flex' } as const;
export const inlineVariants = {
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
  frameless: framelessVariant,
};

const sizes = Object.fromEntries(Object.entries(vars.fontSize).map(([name, value]) => [name, { fontSize: value }])) as Record<
  keyof typeof vars.fontSize,
  { fontSize: string }
>;
const weights = Object.fromEntries(Object.entries(vars.fontWeight).map(([name, value]) => [name, { fontWeight: value }])) as Record<
  keyof typeof vars.fontWeight,
  { fontWeight: string }
>;

export const textVariants = {
  size: sizes,
  weight: weights,
  tone: {
    text: { color: vars.color.text },
    muted: { color: vars.color.textMuted },
    primary: { color: vars.color.primary },
    danger: { color: vars.color.danger },
    success: { color: vars.color.success },
    warning: { color: vars.color.warning },
  },
  align: { start: { textAlign: 'left' as const }, center: { textAlign: 'center' as const }, end: { textAlign: 'right' as const } },
  leading: { tight: { lineHeight: vars.lineHeight.tight }, normal: { lineHeight: vars.lineHeight.normal } },
  flush: { true: { margin: 0 } },
  figures: { tabular: { fontVariantNumeric: 'tabular-nums' } },
  truncate: { true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } },
};

export const surfaceVariants = {
  tone: {
    surface: { background: vars.color.surface },
    alt: { background: vars.color.surfaceAlt },
    sunken: { background: vars.color.surfaceSunken },
    primarySoft: { background: vars.color.primarySoft },
    accentSoft: { background: vars.color.accentSoft },
    successSoft: { background: vars.color.successSoft },
    warningSoft: { background: vars.color.warningSoft },
    dangerSoft: { background: vars.color.dangerSoft },
  },
  border: { true: { border: `1px solid ${vars.color.border}` }, strong: { border: `1px solid ${vars.color.borderStrong}` } },
  radius: {
    sm: { borderRadius: vars.radius.sm },
    md: { borderRadius: vars.radius.md },
    lg: { borderRadius: vars.radius.lg },
    pill: { borderRadius: vars.radius.pill },
  },
  clip: { true: { overflow: 'hidden' } },
};

type VariantTable = Record<string, Record<string, Record<string, unknown>>>;
/** The choice of one value per variant of a table, as a recipe takes it (`true` for a `{ true: … }` variant). */
export type ChosenVariants<T extends VariantTable> = {
  [K in keyof T]?: 'true' extends keyof T[K] ? boolean | Exclude<keyof T[K], 'true'> : keyof T[K];
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

export const stackRules = rulesOf(stackVariants, stackBase);
export const inlineRules = rulesOf(inlineVariants, inlineBase);
export const textRules = rulesOf(textVariants);
export const surfaceRules = rulesOf(surfaceVariants);

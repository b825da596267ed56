import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const sizes = Object.fromEntries(Object.entries(vars.fontSize).map(([name, value]) => [name, { fontSize: value }])) as Record<
  keyof typeof vars.fontSize,
  { fontSize: string }
>;
const weights = Object.fromEntries(Object.entries(vars.fontWeight).map(([name, value]) => [name, { fontWeight: value }])) as Record<
  keyof typeof vars.fontWeight,
  { fontWeight: string }
>;

/**
 * The type scale as one recipe: size, weight, tone and the few text habits features
 * repeat (no margin on a heading or paragraph, tabular figures for money and counts,
 * one line with an ellipsis). A feature's `.css.ts` composes it
 * (`style([text({ size: 'sm', tone: 'muted' }), { … }])`); it is resolved when the CSS is
 * built, so it costs no JavaScript. Only what is named is set: `text({})` is empty.
 */
export const text = recipe({
  variants: {
    size: sizes,
    weight: weights,
    tone: {
      text: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      primary: { color: vars.color.primary },
      danger: { color: vars.color.danger },
      success: { color: vars.color.success },
    },
    leading: { tight: { lineHeight: vars.lineHeight.tight }, normal: { lineHeight: vars.lineHeight.normal } },
    flush: { true: { margin: 0 } },
    figures: { tabular: { fontVariantNumeric: 'tabular-nums' } },
    truncate: { true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } },
  },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;

import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { rulesOf } from './layoutVariants.css';

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
 * (`style([text({ size: 'sm', tone: 'muted' }), { … }])`), resolved when the CSS is built:
 * what reaches the page is the composed style's class names. Where the home page loads the
 * stylesheet first, spread `textRules({ … })` instead (one class). Only what is named is set.
 */
const textVariants = {
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
};

export const text = recipe({ variants: textVariants });

/** The same choices as plain declarations, for a stylesheet the home page loads first (see `rulesOf`). */
export const textRules = rulesOf(textVariants);

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;

import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const tones = {
  neutral: {
    soft: { background: vars.color.surfaceSunken, color: vars.color.text },
    solid: { background: vars.color.text, color: vars.color.textInverse },
  },
  accent: {
    soft: { background: vars.color.accentSoft, color: vars.color.accent },
    solid: { background: vars.color.accent, color: vars.color.textInverse },
  },
  info: {
    soft: { background: vars.color.primarySoft, color: vars.color.primary },
    solid: { background: vars.color.primary, color: vars.color.onPrimary },
  },
  success: {
    soft: { background: vars.color.successSoft, color: vars.color.success },
    solid: { background: vars.color.success, color: vars.color.textInverse },
  },
  danger: {
    soft: { background: vars.color.dangerSoft, color: vars.color.danger },
    solid: { background: vars.color.danger, color: vars.color.textInverse },
  },
} as const;

type Tone = keyof typeof tones;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '0.02em',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: { neutral: {}, accent: {}, info: {}, success: {}, danger: {} },
    variant: { soft: {}, solid: {} },
  },
  compoundVariants: (Object.keys(tones) as Tone[]).flatMap((tone) =>
    (['soft', 'solid'] as const).map((variant) => ({ variants: { tone, variant }, style: tones[tone][variant] })),
  ),
  defaultVariants: { tone: 'neutral', variant: 'soft' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;

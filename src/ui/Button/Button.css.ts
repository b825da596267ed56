import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    selectors: {
      '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
      // Busy (loading) keeps its colours: it is working, not unavailable.
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.primarySoft } },
      },
      text: {
        background: 'transparent',
        color: vars.color.primary,
        paddingInline: vars.space.xs,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { textDecoration: 'underline' } },
      },
      icon: {
        background: 'transparent',
        color: vars.color.text,
        borderRadius: vars.radius.pill,
        padding: 0,
        selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.surfaceSunken } },
      },
    },
    // Where a finger points, the control heights are the 44 px touch target (the theme);
    // a short word ('Edit', a page number) keeps a button at least that wide too.
    size: {
      sm: {
        minHeight: vars.controlHeight.sm,
        fontSize: vars.fontSize.sm,
        paddingInline: vars.space.md,
        '@media': { [media.touch]: { minWidth: vars.controlHeight.sm } },
      },
      md: {
        minHeight: vars.controlHeight.md,
        fontSize: vars.fontSize.md,
        paddingInline: vars.space.lg,
        '@media': { [media.touch]: { minWidth: vars.controlHeight.md } },
      },
      lg: {
        minHeight: vars.controlHeight.lg,
        fontSize: vars.fontSize.lg,
        paddingInline: vars.space.xl,
        '@media': { [media.touch]: { minWidth: vars.controlHeight.lg } },
      },
    },
    fullWidth: { true: { width: '100%' } },
  },
  compoundVariants: [
    { variants: { variant: 'icon', size: 'sm' }, style: { width: vars.controlHeight.sm, paddingInline: 0 } },
    { variants: { variant: 'icon', size: 'md' }, style: { width: vars.controlHeight.md, paddingInline: 0 } },
    { variants: { variant: 'icon', size: 'lg' }, style: { width: vars.controlHeight.lg, paddingInline: 0 } },
  ],
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** Keeps the label's width while the spinner shows, so the button does not jump. */
// opacity, not visibility: the label stays the button's accessible name while hidden.
export const hiddenLabel = style({ opacity: 0 });
export const spinnerSlot = style({ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' });

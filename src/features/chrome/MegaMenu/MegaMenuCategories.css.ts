import { style } from '@vanilla-extract/css';
import { inlineRules, surfaceRules, textRules } from '../../../ui/styles/rules';
import { vars } from '../../../ui/theme/contract.css';

// The panel's contents come with its lazy part (MegaMenuCategories), so these styles are
// not in the first load either.

export const categories = style({
  minWidth: `calc(${vars.space.xxxl} * 3)`,
  paddingRight: vars.space.md,
  borderRight: `1px solid ${vars.color.border}`,
});

export const category = style({
  ...inlineRules({ align: 'center', justify: 'between', gap: 'sm' }),
  ...surfaceRules({ radius: 'sm' }),
  ...textRules({ size: 'md', tone: 'text' }),
  minHeight: vars.controlHeight.sm,
  paddingInline: vars.space.sm,
  border: 0,
  background: 'transparent',
  textAlign: 'left',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-state="active"]': { background: vars.color.primarySoft, color: vars.color.primary, fontWeight: vars.fontWeight.semibold },
  },
});

// Radix keeps the inactive panels in the DOM, hidden; `display` must not show them.
export const words = style({ selectors: { '&[hidden]': { display: 'none' } } });

export const column = style({ minWidth: `calc(${vars.space.xxxl} * 4)` });

export const word = style({
  ...inlineRules({ align: 'baseline', justify: 'between', gap: 'md' }),
  ...surfaceRules({ radius: 'sm' }),
  ...textRules({ size: 'sm' }),
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceAlt, color: vars.color.primary } },
});

export const wordText = style({ whiteSpace: 'nowrap' });

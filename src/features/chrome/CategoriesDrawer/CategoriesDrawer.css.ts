import { style } from '@vanilla-extract/css';
import { inlineRules, listVariant, surfaceRules, textRules } from '../../../ui/styles/rules';
import { vars } from '../../../ui/theme/contract.css';

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' } as const;

export const category = style({ borderBottom: `1px solid ${vars.color.border}` });

/** A category's row: the whole width is the finger's target. */
export const summary = style({
  ...inlineRules({ align: 'center', justify: 'between', gap: 'sm' }),
  ...textRules({ weight: 'semibold' }),
  minHeight: vars.controlHeight.md,
  paddingInline: vars.space.sm,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': focusRing,
  },
});

export const words = style([listVariant.true, { paddingBottom: vars.space.sm }]);

export const word = style({
  ...inlineRules({ align: 'center', justify: 'between', gap: 'md' }),
  ...surfaceRules({ radius: 'sm' }),
  minHeight: vars.controlHeight.md,
  paddingInline: vars.space.md,
  textDecoration: 'none',
  selectors: {
    '&:active': { background: vars.color.surfaceAlt },
    '&:focus-visible': focusRing,
  },
});

import { style } from '@vanilla-extract/css';
import { listVariant } from '../../../ui/styles/rules';
import { inline } from '../../../ui/Inline/Inline.css';
import { surface } from '../../../ui/styles/surface.css';
import { text } from '../../../ui/styles/text.css';
import { vars } from '../../../ui/theme/contract.css';

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' } as const;

export const category = style({ borderBottom: `1px solid ${vars.color.border}` });

/** A category's row: the whole width is the finger's target. */
export const summary = style([
  inline({ align: 'center', justify: 'between', gap: 'sm' }),
  text({ weight: 'semibold' }),
  {
    minHeight: vars.controlHeight.md,
    paddingInline: vars.space.sm,
    cursor: 'pointer',
    listStyle: 'none',
    selectors: {
      '&::-webkit-details-marker': { display: 'none' },
      '&:focus-visible': focusRing,
    },
  },
]);

export const chevron = style({
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`details[open] > summary > &`]: { transform: 'rotate(180deg)' } },
});

export const words = style([listVariant.true, { paddingBottom: vars.space.sm }]);

export const word = style([
  inline({ align: 'center', justify: 'between', gap: 'md' }),
  surface({ radius: 'sm' }),
  {
    minHeight: vars.controlHeight.md,
    paddingInline: vars.space.md,
    textDecoration: 'none',
    selectors: {
      '&:active': { background: vars.color.surfaceAlt },
      '&:focus-visible': focusRing,
    },
  },
]);

export const count = text({ size: 'sm', tone: 'muted', figures: 'tabular' });

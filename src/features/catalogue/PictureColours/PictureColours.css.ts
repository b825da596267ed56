import { createVar, style } from '@vanilla-extract/css';
import { inlineRules, surfaceRules, textRules } from '../../../ui/styles/rules';
import { surface } from '../../../ui/styles/surface.css';
import { vars } from '../../../ui/theme/contract.css';

/** One colour of the picture ('#rrggbb'), set inline per colour: it is the shopper's data, not styling. */
export const colour = createVar();

/** Touch screens and narrow windows: targets at least 44 px tall. */
const touch = '(pointer: coarse), (max-width: 700px)';

export const legend = style({ padding: 0, marginBottom: vars.space.xxs });

export const colourButton = style({
  ...inlineRules({ gap: 'xs', align: 'center' }),
  ...surfaceRules({ tone: 'surface', border: true, radius: 'pill' }),
  ...textRules({ size: 'sm', tone: 'text', figures: 'tabular' }),
  display: 'inline-flex',
  minHeight: vars.controlHeight.sm,
  padding: `${vars.space.xxs} ${vars.space.sm} ${vars.space.xxs} ${vars.space.xs}`,
  whiteSpace: 'nowrap',
  transition: `border-color ${vars.duration.fast}, background-color ${vars.duration.fast}, opacity ${vars.duration.fast}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.primary },
    '&[aria-pressed="true"]': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
  },
  '@media': { [touch]: { minHeight: '44px' } },
});

export const swatch = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  width: '1.4em',
  height: '1.4em',
  // Every swatch has the edge, so a white or cream one reads as a colour, not a gap.
  ...surfaceRules({ border: 'strong', radius: 'pill' }),
  backgroundColor: colour,
});

/** The tick on a picked colour: white on a dark disc, readable on any colour. */
export const check = style([surface({ radius: 'pill' }), { padding: '1px', background: vars.color.text, color: vars.color.surface }]);

export const apply = style({ '@media': { [touch]: { minHeight: '44px' } } });

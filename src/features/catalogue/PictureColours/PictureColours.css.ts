import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

/** One colour of the picture ('#rrggbb'), set inline per colour: it is the shopper's data, not styling. */
export const colour = createVar();

/** Touch screens and narrow windows: targets at least 44 px tall. */
const touch = '(pointer: coarse), (max-width: 700px)';

export const root = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const colourButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.controlHeight.sm,
  paddingBlock: vars.space.xxs,
  paddingInlineStart: vars.space.xs,
  paddingInlineEnd: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
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
  borderRadius: '50%',
  // Every swatch has the edge, so a white or cream one reads as a colour, not a gap.
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: colour,
});

/** The tick on a picked colour: white on a dark disc, readable on any colour. */
export const check = style({
  padding: '1px',
  borderRadius: vars.radius.pill,
  background: vars.color.text,
  color: vars.color.surface,
});

export const hex = style({ fontWeight: vars.fontWeight.medium });

export const percent = style({ color: vars.color.textMuted });

export const apply = style({
  '@media': { [touch]: { minHeight: '44px' } },
});

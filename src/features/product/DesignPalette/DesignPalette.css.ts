import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

/** One palette colour ('#rrggbb'), set inline per colour: it is product data, not styling. */
export const colour = createVar();
/** That colour's share of the design as a width ('34%'), set inline per colour. */
export const share = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const heading = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const summary = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/**
 * The colours side by side at their shares. What the listed colours leave (the design's
 * smaller, unlisted colours) shows hatched, so it never reads as one more pale colour.
 */
export const bar = style({
  display: 'flex',
  height: 'max(10px, 0.12rem)',
  marginBlock: vars.space.xxs,
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  // Light grounds (white, cream) would vanish into the page without an edge.
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  backgroundImage: `repeating-linear-gradient(135deg, transparent 0 3px, ${vars.color.border} 3px 4px)`,
});

export const segment = style({
  flex: '0 1 auto',
  width: share,
  backgroundColor: colour,
  selectors: {
    // A hairline between neighbours keeps two close shades (cream beside white) apart.
    '& + &': { borderInlineStart: `1px solid ${vars.color.surface}` },
  },
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInlineStart: vars.space.xs,
  paddingInlineEnd: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  transition: `border-color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.primary, background: vars.color.primarySoft },
  },
});

export const swatch = style({
  flex: 'none',
  width: '1.15em',
  height: '1.15em',
  borderRadius: '50%',
  // Every swatch has the edge, so a white or cream one reads as a colour, not a gap.
  border: `1px solid ${vars.color.border}`,
  backgroundColor: colour,
});

export const hex = style({ fontWeight: vars.fontWeight.medium });

export const percent = style({ color: vars.color.textMuted });

import { createVar, style } from '@vanilla-extract/css';
import { inline } from '../../../ui/styles/layout.css';
import { surface } from '../../../ui/styles/surface.css';
import { vars } from '../../../ui/theme/contract.css';
import { searchPill } from '../product.css';

/** One palette colour ('#rrggbb'), set inline per colour: it is product data, not styling. */
export const colour = createVar();
/** That colour's share of the design as a width ('34%'), set inline per colour. */
export const share = createVar();

/**
 * The colours side by side at their shares. What the listed colours leave (the design's
 * smaller, unlisted colours) shows hatched, so it never reads as one more pale colour.
 * Light grounds (white, cream) would vanish into the page without its edge.
 */
export const bar = style([
  surface({ tone: 'surface', border: true, radius: 'sm', clip: true }),
  {
    height: 'max(10px, 0.12rem)',
    marginBlock: vars.space.xxs,
    backgroundImage: `repeating-linear-gradient(135deg, transparent 0 3px, ${vars.color.border} 3px 4px)`,
  },
]);

export const segment = style({
  flex: '0 1 auto',
  width: share,
  backgroundColor: colour,
  selectors: {
    // A hairline between neighbours keeps two close shades (cream beside white) apart.
    '& + &': { borderInlineStart: `1px solid ${vars.color.surface}` },
  },
});

export const link = style([
  searchPill,
  inline({ gap: 'xs', align: 'center' }),
  { display: 'inline-flex', padding: `${vars.space.xxs} ${vars.space.sm} ${vars.space.xxs} ${vars.space.xs}`, whiteSpace: 'nowrap' },
]);

export const swatch = style([
  // Every swatch has the edge, so a white or cream one reads as a colour, not a gap.
  surface({ border: true }),
  { flex: 'none', width: '1.15em', height: '1.15em', borderRadius: '50%', backgroundColor: colour },
]);

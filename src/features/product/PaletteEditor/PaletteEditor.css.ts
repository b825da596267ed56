import { createVar, style } from '@vanilla-extract/css';
import { stackRules, surfaceRules, textRules } from '../../../ui/styles/rules';
import { surface } from '../../../ui/styles/surface.css';
import { vars } from '../../../ui/theme/contract.css';
import { touchTarget } from '../../../ui/theme/tokens';

/** A swatch's colour: product data (the design's or the shopper's), set inline per swatch. */
export const swatchColour = createVar();

/** One of the design's colours: its own colour over the one it is drawn in now. */
export const swatch = style([
  surface({ radius: 'md', clip: true, border: 'strong' }),
  {
    position: 'relative',
    gridTemplateRows: '1fr 1fr',
    minHeight: `max(${touchTarget}px, 0.5rem)`,
    cursor: 'pointer',
    selectors: {
      '&:has(input:checked)': { boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.text}` },
      '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '4px' },
    },
  },
]);

/** A colour's chip: half a swatch, or one of a palette's colours side by side. */
export const chip = style({ flex: 1, background: swatchColour });

export const colourInputLabel = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.sm });

/** The platform's own colour picker (a phone's sheet, a desktop's dialog), as big as a finger. */
export const colourInput = style([
  surface({ tone: 'surface', radius: 'md', border: 'strong' }),
  {
    width: `max(${touchTarget * 2}px, 1rem)`,
    height: `max(${touchTarget}px, 0.5rem)`,
    padding: 2,
    cursor: 'pointer',
  },
]);

export const hexForm = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs, flex: '1 1 12rem', minWidth: 0 });

export const hexField = style({ flex: 1, minWidth: 0 });

// Its focus ring is the page's own (:focus-visible in the global styles).
export const paletteButton = style({
  ...stackRules({ gap: 'xxs' }),
  ...surfaceRules({ tone: 'surface', border: true, radius: 'md' }),
  ...textRules({ tone: 'text', align: 'start' }),
  minHeight: `${touchTarget}px`,
  padding: vars.space.sm,
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});

export const paletteChips = style([surface({ radius: 'sm', clip: true }), { display: 'flex', height: 12 }]);

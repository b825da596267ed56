import { createVar, style } from '@vanilla-extract/css';
import { gridColumns, inline } from '../../../ui/styles/layout.css';
import { surface } from '../../../ui/styles/surface.css';
import { text } from '../../../ui/styles/text.css';
import { vars } from '../../../ui/theme/contract.css';
import { media } from '../../../ui/theme/tokens';
import { searchPill } from '../product.css';

/** The cover beside the facts; a phone stacks the cover above the facts: one column, the width of the screen. */
export const root = style({
  vars: { [gridColumns]: 'minmax(0, 5fr) minmax(0, 6fr)' },
  '@media': { [media.phone]: { vars: { [gridColumns]: 'minmax(0, 1fr)' }, gap: vars.space.lg } },
});

/**
 * What a buyer reads after choosing (the facts, the colours, the word lists): on a phone
 * it follows the licence, the price and Add To Bag, so those are right under the cover
 * instead of a screen further down. It holds no control, so focus order still follows
 * what is seen.
 */
export const later = style({ '@media': { [media.phone]: { order: 1 } } });

export const cover = surface({ border: true, radius: 'md' });

export const factValue = style([text({ size: 'sm', tone: 'text', weight: 'medium' }), { overflowWrap: 'anywhere' }]);

/** A label round a radio (a licence, a scale): a bordered target with the focus ring of the radio in it. */
const radioLabel = style([
  surface({ border: true, radius: 'md' }),
  {
    cursor: 'pointer',
    selectors: { '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
  },
]);

export const licenceOption = style([
  radioLabel,
  text({ size: 'md' }),
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    selectors: { '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.primarySoft } },
  },
]);

export const radio = style({
  width: '1.1em',
  height: '1.1em',
  accentColor: vars.color.primary,
  selectors: { '&:focus-visible': { outline: 'none' } },
});

/** Takes the room its row leaves: a licence's name, the cart action. */
export const grow = style({ flex: '1 1 auto' });

export const wordLink = style([
  searchPill,
  inline({ align: 'center', justify: 'center' }),
  {
    display: 'inline-flex',
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    // A short word ('Floral') still makes a 44×44 px target for a finger (touchTarget: as tall).
    '@media': { [media.touch]: { minWidth: vars.controlHeight.md } },
  },
]);

// ── repeat preview ──────────────────────────────────────────────────────────

/** The cover as a CSS background (`url(...)`), set inline per design. */
export const tileImage = createVar();
/** One tile's size (`<width%> auto`), set inline per scale. */
export const tileSize = createVar();

export const repeatFrame = style([
  surface({ tone: 'sunken', border: true, radius: 'md' }),
  { width: '100%', aspectRatio: '1 / 1', backgroundImage: tileImage, backgroundSize: tileSize },
]);

export const scaleLegend = style([text({ size: 'sm', tone: 'muted' }), { float: 'left', marginInlineEnd: vars.space.xs, padding: 0 }]);

export const scaleOption = style([
  radioLabel,
  {
    position: 'relative',
    display: 'inline-grid',
    placeItems: 'center',
    minWidth: vars.controlHeight.sm,
    minHeight: vars.controlHeight.sm,
    paddingInline: vars.space.sm,
    selectors: { '&:has(input:checked)': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary } },
  },
]);

/** The native radio stays in the tree (keyboard, screen readers) but out of sight. */
export const hiddenInput = style({ position: 'absolute', inset: 0, opacity: 0, cursor: 'pointer' });

import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';
import { media } from '../../../ui/theme/tokens';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)',
  alignItems: 'start',
  gap: vars.space.xl,
  '@media': {
    // A phone stacks the cover above the facts: one column, the width of the screen.
    [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg },
  },
});

/**
 * What a buyer reads after choosing (the facts, the colours, the word lists): on a phone
 * it follows the licence, the price and Add To Bag, so those are right under the cover
 * instead of a screen further down. It holds no control, so focus order still follows
 * what is seen.
 */
export const later = style({ '@media': { [media.phone]: { order: 1 } } });

/** The design's colours and, under them, the way to recolour it. */
export const colours = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const cover = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const infoColumn = style({ minWidth: 0 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const factTerm = style({ color: vars.color.textMuted });
export const factValue = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const licenceGroup = style({ padding: 0, border: 'none', minWidth: 0 });

export const legend = style({
  marginBottom: vars.space.xs,
  padding: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const licenceOption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  // The whole row is the radio's target: a finger's 44 px on touch screens.
  '@media': { [media.touch]: { minHeight: vars.controlHeight.md } },
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const radio = style({
  margin: 0,
  width: '1.1em',
  height: '1.1em',
  accentColor: vars.color.primary,
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const licenceName = style({ flex: '1 1 auto' });
export const licenceOptionPrice = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const priceLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const price = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const primaryAction = style({ flex: '1 1 auto' });

export const soldNote = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const wordSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const wordHeading = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const wordList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const wordLink = style({
  display: 'inline-block',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `border-color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  // A short word ('Floral') still makes a 44×44 px target for a finger.
  '@media': {
    [media.touch]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: vars.controlHeight.md,
      minHeight: vars.controlHeight.md,
    },
  },
  selectors: {
    '&:hover': { borderColor: vars.color.primary, background: vars.color.primarySoft },
  },
});

// ── repeat preview ──────────────────────────────────────────────────────────

/** The cover as a CSS background (`url(...)`), set inline per design. */
export const tileImage = createVar();
/** One tile's size (`<width%> auto`), set inline per scale. */
export const tileSize = createVar();

export const repeatFrame = style({
  width: '100%',
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  backgroundImage: tileImage,
  backgroundSize: tileSize,
  backgroundRepeat: 'repeat',
  backgroundPosition: '0 0',
});

export const toggleIcon = style({
  transition: `transform ${vars.duration.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const scaleGroup = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const scaleLegend = style({
  float: 'left',
  marginInlineEnd: vars.space.xs,
  padding: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const scaleOption = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: vars.controlHeight.sm,
  minHeight: vars.controlHeight.sm,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** The native radio stays in the tree (keyboard, screen readers) but out of sight. */
export const hiddenInput = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';
import { touchTarget } from '../../../ui/theme/tokens';

/** A swatch's colour: product data (the design's or the shopper's), set inline per swatch. */
export const swatchColour = createVar();

export const root = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const group = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const swatches = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(max(${touchTarget}px, 0.5rem), 1fr))`,
  gap: vars.space.xs,
});

/** One of the design's colours: its own colour over the one it is drawn in now. */
export const swatch = style({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: '1fr 1fr',
  minHeight: `max(${touchTarget}px, 0.5rem)`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.text}` },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '4px' },
  },
});

export const chip = style({ background: swatchColour });

export const editor = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const colourInputLabel = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.sm });

/** The platform's own colour picker (a phone's sheet, a desktop's dialog), as big as a finger. */
export const colourInput = style({
  width: `max(${touchTarget * 2}px, 1rem)`,
  height: `max(${touchTarget}px, 0.5rem)`,
  padding: 2,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
});

export const hexForm = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs, flex: '1 1 12rem', minWidth: 0 });

export const hexField = style({ flex: 1, minWidth: 0 });

export const palettes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 2.4rem), 1fr))',
  gap: vars.space.xs,
});

export const paletteButton = style({
  display: 'grid',
  gap: vars.space.xxs,
  minHeight: `${touchTarget}px`,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const paletteName = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const paletteSeason = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const paletteChips = style({ display: 'flex', height: 12, borderRadius: vars.radius.sm, overflow: 'hidden' });

export const paletteChip = style({ flex: 1, background: swatchColour });

export const actions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

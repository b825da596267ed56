import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A swatch's colour: product data (a design's or a picked colour), set inline per swatch. */
export const swatchColour = createVar();

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const swatches = style({
  display: 'grid',
  // As many swatches as fit, each at least 40 px (more on wide windows): large enough to tap.
  gridTemplateColumns: 'repeat(auto-fill, minmax(max(40px, 0.4rem), 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const swatch = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  aspectRatio: '1',
  padding: 0,
  // A light swatch (white, cream) still shows its edge.
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: swatchColour,
  cursor: 'pointer',
  transition: `box-shadow ${vars.duration.fast}, opacity ${vars.duration.fast}`,
  selectors: {
    '&[aria-pressed="true"]': { boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.text}` },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.35 },
  },
});

/** The tick on a picked swatch: white on a dark ring, readable on any colour. */
export const check = style({
  padding: '2px',
  borderRadius: vars.radius.pill,
  background: vars.color.text,
  color: vars.color.surface,
});

export const hexForm = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const hexControl = style({ flex: 1, minWidth: 0 });

/** Shrinks with a narrow panel instead of pushing the picker wider than it. */
export const hexInput = style({ minWidth: 0, width: '100%' });

export const hexPreview = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  marginInlineStart: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: swatchColour,
});

export const error = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

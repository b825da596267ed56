import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A swatch's colour: the buyer's, set inline per swatch. */
export const swatchColour = createVar();

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const label = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const swatches = style({ display: 'inline-flex', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const swatch = style({
  display: 'block',
  width: vars.space.lg,
  height: vars.space.lg,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  background: swatchColour,
});

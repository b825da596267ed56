import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

/** Card-sized: 38 × 24, the proportion of a payment card's logo plate. */
export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  width: 'max(38px, 0.5rem)',
  height: 'auto',
  verticalAlign: 'middle',
});

export const plate = style({ fill: vars.color.surface, stroke: vars.color.border, strokeWidth: 1 });
export const darkPlate = style({ fill: vars.color.primary });

/** Wordmarks drawn as text in the shop's own font, in the theme's colours (no brand artwork is copied). */
export const wordmark = style({
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  fontSize: 10,
  letterSpacing: '0.02em',
});
export const visaText = style({ fill: vars.color.primary, fontStyle: 'italic' });
export const amexText = style({ fill: vars.color.onPrimary, fontSize: 8.5 });

export const circleLeft = style({ fill: vars.color.danger });
export const circleRight = style({ fill: vars.color.warning, opacity: 0.85 });

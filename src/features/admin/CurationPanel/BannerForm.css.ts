import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const form = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md });

export const wide = style({ gridColumn: '1 / -1' });

export const fieldset = style({
  border: 0,
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const legend = style({ padding: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const choice = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.md });

export const colour = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm });

export const colourInput = style({
  width: 'max(40px, 0.5rem)',
  height: vars.controlHeight.sm,
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });

export const alert = style({
  gridColumn: '1 / -1',
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

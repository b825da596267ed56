import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(max(200px, 2rem), 1fr))', gap: vars.space.md });

export const group = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });

export const legend = style({ fontWeight: vars.fontWeight.semibold, marginBottom: vars.space.xs, padding: 0 });

export const alert = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  borderLeft: `3px solid ${vars.color.danger}`,
});

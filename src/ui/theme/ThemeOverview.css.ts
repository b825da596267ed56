import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

export const section = style({ display: 'grid', gap: vars.space.md, marginBottom: vars.space.xxl });
export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const swatches = style({ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: vars.space.md });
export const swatch = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const chip = style({ height: '0.64rem', borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` });
export const name = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
export const row = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.lg });
export const label = style({ width: '1.2rem', fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const bar = style({ height: vars.space.md, background: vars.color.primary, borderRadius: vars.radius.sm });

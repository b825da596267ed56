import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const pin = style({
  display: 'grid',
  gridTemplateColumns: 'max(24px, 0.3rem) max(48px, 0.6rem) minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const position = style({ textAlign: 'right', color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const cover = style({
  aspectRatio: '1',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const name = style({ minWidth: 0 });

export const unsaved = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const add = style({ maxWidth: 'max(360px, 4rem)' });

export const addButton = style({ marginTop: `calc(${vars.fontSize.sm} * 1.2 + ${vars.space.sm})` });

export const alert = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const columnCount = createVar();

export const box = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const caption = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${columnCount}, minmax(0, 1fr))`,
  gap: vars.space.sm,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '5 / 2',
  borderRadius: vars.radius.sm,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

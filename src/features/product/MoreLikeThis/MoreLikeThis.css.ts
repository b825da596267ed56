import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

/** Gap between slides in px: swiper positions slides in px, not rem. */
export const SLIDE_GAP_PX = 16;

// Block, not grid: a grid item's automatic minimum width would let the carousel size
// the row to its slides and the slides to the row, without end.
export const section = style({
  display: 'block',
  minWidth: 0,
  marginTop: vars.space.xxl,
});

export const title = style({
  margin: 0,
  marginBottom: vars.space.md,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.text,
  textDecoration: 'none',
});

export const cover = style({ borderRadius: vars.radius.md, overflow: 'hidden' });

export const name = style({
  overflow: 'hidden',
  fontSize: vars.fontSize.sm,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  textTransform: 'capitalize',
});

export const price = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const note = style({
  margin: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const problem = style({ color: vars.color.textMuted });

export const placeholderRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gap: `${SLIDE_GAP_PX}px`,
});

export const placeholder = style({
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

/** A narrow window scrolls the table sideways instead of squeezing its columns. */
export const scroller = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
});

export const caption = style({
  marginBottom: vars.space.md,
  textAlign: 'left',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

const cellBase = {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
} as const;

export const corner = style({ ...cellBase, width: '24%' });

export const tierHeader = style({
  ...cellBase,
  textAlign: 'left',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.semibold,
});

export const rowHeader = style({
  ...cellBase,
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  background: vars.color.surfaceAlt,
});

export const cell = style(cellBase);

export const note = style({ color: vars.color.textMuted });

globalStyle(`${note} a`, { color: vars.color.primary, textUnderlineOffset: '0.15em' });

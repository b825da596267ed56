import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';
import { media } from '../../../ui/theme/tokens';

/** Full width: the spec's cells-per-row table is about the space the grid gets. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  paddingInline: vars.space.xl,
  paddingBlock: vars.space.xl,
  color: vars.color.text,
  // A phone's narrow window keeps its width for the folders.
  '@media': { [media.phone]: { gap: vars.space.lg, paddingInline: vars.space.md, paddingBlock: vars.space.lg } },
});

export const titleBlock = style({ minWidth: 0 });

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const count = style({ marginTop: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const state = style({ display: 'grid', placeItems: 'center', minHeight: '3rem' });

import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: '12rem',
  marginInline: 'auto',
  paddingInline: vars.space.xl,
  paddingBlock: vars.space.xl,
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const state = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '4rem',
});

/** Not found / failed: the page's own h1 in the look of the shop's empty states. */
export const problem = style({ textAlign: 'center', paddingBlock: vars.space.xxxl, color: vars.color.textMuted });
export const problemArt = style({ color: vars.color.borderStrong });
export const problemTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const problemText = style({ maxWidth: '6rem', fontSize: vars.fontSize.md });

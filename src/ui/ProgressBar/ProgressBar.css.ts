import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** How full the bar is, as a percentage length; set inline per value. */
export const fill = createVar();

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
});

export const track = style({
  position: 'relative',
  flex: 1,
  height: vars.space.sm,
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
});

export const bar = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  width: fill,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  transition: `width ${vars.duration.normal} ease-out`,
});

export const value = style({
  // Room for "100%" so the track does not shrink as the number grows.
  minWidth: '5ch',
  textAlign: 'end',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

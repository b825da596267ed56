import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xl,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const logoMark = style({ width: vars.controlHeight.md, height: vars.controlHeight.md });
export const logoTile = style({ fill: vars.color.primary });
export const logoDot = style({ fill: vars.color.accentSoft });
export const logoStroke = style({ stroke: vars.color.accentSoft, strokeWidth: 2.4, strokeLinecap: 'round' });

export const logoText = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
});

export const nav = style({ flexShrink: 0 });

export const search = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: '1 1 auto',
  minWidth: 0,
  maxWidth: `calc(${vars.space.xxxl} * 12)`,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  marginLeft: 'auto',
});

export const iconLink = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.controlHeight.md,
  height: vars.controlHeight.md,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  // The icon follows the font size: a step up from the body text reads as a control.
  fontSize: vars.fontSize.lg,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': focusRing,
  },
});

/** The 'Search by image' icon button, its icon as large as the links'. */
export const iconButton = style({ fontSize: vars.fontSize.lg });

export const count = style({
  position: 'absolute',
  top: 0,
  right: 0,
  transform: 'translate(30%, -20%)',
  minWidth: '1.6em',
  height: '1.6em',
  paddingInline: '0.4em',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
});

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.controlHeight.md,
  height: vars.controlHeight.md,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.semibold,
});

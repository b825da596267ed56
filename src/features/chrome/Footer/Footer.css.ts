import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';
import { media } from '../../../ui/theme/tokens';

const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xl,
  background: vars.color.surfaceAlt,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  '@media': { [media.phone]: { paddingInline: vars.space.lg, paddingBlock: vars.space.xl } },
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) repeat(3, minmax(0, 1fr))',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': {
    // Tablets: the brand and newsletter on a row of their own, the three link lists under it.
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    // Phones: the link lists two by two.
    [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xl },
  },
});

export const brand = style({ minWidth: 0, '@media': { [media.compact]: { gridColumn: '1 / -1' } } });

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const heading = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // Each link is a finger's height on touch screens, so the list needs no gap of its own.
  '@media': { [media.touch]: { gap: 0 } },
});

export const link = style({
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  '@media': { [media.touch]: { display: 'flex', alignItems: 'center', minHeight: vars.controlHeight.md } },
  selectors: {
    '&:hover': { color: vars.color.primary, textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

export const social = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const socialLink = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.controlHeight.md,
  height: vars.controlHeight.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&:hover': { color: vars.color.onPrimary, background: vars.color.primary, borderColor: vars.color.primary },
    '&:focus-visible': focusRing,
  },
});

export const socialIcon = style({ width: '1.25em', height: '1.25em' });

export const copyright = style({
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

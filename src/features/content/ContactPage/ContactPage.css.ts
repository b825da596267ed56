import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';
import { media } from '../../../ui/theme/tokens';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space.xxxl,
  alignItems: 'start',
  // Below the desktop the form gets the whole width, under the addresses.
  '@media': { [media.compact]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xxl } },
});

export const details = style({ display: 'grid', gap: vars.space.xxl });

export const email = style({ fontSize: vars.fontSize.lg });

export const emailLink = style({
  color: vars.color.primary,
  textUnderlineOffset: '0.15em',
  overflowWrap: 'anywhere',
  '@media': { [media.touch]: { display: 'inline-flex', alignItems: 'center', minHeight: vars.controlHeight.md } },
});

export const offices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xl,
  '@media': { [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.lg } },
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const office = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  paddingTop: vars.space.md,
  borderTop: `2px solid ${vars.color.primary}`,
});

export const city = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const registered = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const address = style({
  display: 'grid',
  fontStyle: 'normal',
  color: vars.color.textMuted,
});

export const formPanel = style({
  padding: vars.space.xl,
  '@media': { [media.phone]: { padding: vars.space.lg } },
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceAlt,
});

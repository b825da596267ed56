import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'max(180px, 1.8rem) minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  width: '100%',
  padding: vars.space.xl,
  color: vars.color.text,
  '@media': { 'screen and (max-width: 700px)': { gridTemplateColumns: '1fr' } },
});

export const menu = style({
  listStyle: 'none',
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const link = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  // The spec names the items in lower case; shown capitalised, read as written.
  textTransform: 'capitalize',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    // The item of the current route is highlighted (account §2).
    '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.onPrimary, fontWeight: vars.fontWeight.semibold },
  },
});

export const content = style({ minWidth: 0 });

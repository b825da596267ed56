import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A side menu's list: the account area's and the back office's. */
export const sideMenu = style({
  listStyle: 'none',
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

/** One of its links; the current route's (aria-current="page") is highlighted. */
export const sideMenuLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.onPrimary, fontWeight: vars.fontWeight.semibold },
  },
});

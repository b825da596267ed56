import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media, touchTarget } from '../theme/tokens';

/**
 * A side menu's frame: the account area's and the back office's. Below the desktop the
 * menu is a row of tabs above the content; when they are wider than the window they
 * scroll sideways inside this frame, never the page.
 */
export const sideMenuNav = style({
  minWidth: 0,
  '@media': { [media.compact]: { overflowX: 'auto', overscrollBehaviorX: 'contain' } },
});

/** A side menu's list: a column on desktops, a row of tabs below. */
export const sideMenu = style({
  listStyle: 'none',
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  '@media': {
    [media.compact]: { flexDirection: 'row', width: 'max-content', minWidth: '100%', gap: vars.space.xs },
  },
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
  '@media': {
    // A tab a finger can hit (WCAG 2.5.5), its words kept on one line.
    [media.compact]: { display: 'flex', alignItems: 'center', minHeight: `${touchTarget}px`, whiteSpace: 'nowrap' },
  },
});

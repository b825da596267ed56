import { style } from '@vanilla-extract/css';
import { sideMenu, sideMenuLink } from '../../../ui/styles/sideMenu.css';
import { vars } from '../../../ui/theme/contract.css';
import { media, touchTarget } from '../../../ui/theme/tokens';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'max(180px, 1.8rem) minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  width: '100%',
  padding: vars.space.xl,
  color: vars.color.text,
  '@media': {
    // Below the desktop the side menu becomes a row of tabs above one column of content.
    [media.compact]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg },
    [media.phone]: { padding: vars.space.md },
  },
});

/** The menu's frame: on compact widths it may scroll sideways inside itself, never the page. */
export const nav = style({
  minWidth: 0,
  '@media': { [media.compact]: { overflowX: 'auto', overscrollBehaviorX: 'contain' } },
});

export const menu = style([
  sideMenu,
  {
    '@media': {
      [media.compact]: { flexDirection: 'row', width: 'max-content', minWidth: '100%', gap: vars.space.xs },
    },
  },
]);

export const link = style([
  sideMenuLink,
  // The spec names the items in lower case; shown capitalised, read as written. The
  // current route's item is highlighted (account §2).
  { textTransform: 'capitalize' },
  {
    '@media': {
      // A tab a finger can hit (WCAG 2.5.5), its words kept on one line.
      [media.compact]: { display: 'flex', alignItems: 'center', minHeight: `${touchTarget}px`, whiteSpace: 'nowrap' },
    },
  },
]);

export const content = style({ minWidth: 0 });

import { style } from '@vanilla-extract/css';
import { sideMenu, sideMenuLink } from '../../../ui/styles/sideMenu.css';
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

export const menu = sideMenu;

export const link = style([
  sideMenuLink,
  // The spec names the items in lower case; shown capitalised, read as written. The
  // current route's item is highlighted (account §2).
  { textTransform: 'capitalize' },
]);

export const content = style({ minWidth: 0 });

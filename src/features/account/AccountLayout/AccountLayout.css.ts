import { style } from '@vanilla-extract/css';
import { gridColumns } from '../../../ui/styles/layout.css';
import { sideMenuLink } from '../../../ui/styles/sideMenu.css';
import { vars } from '../../../ui/theme/contract.css';
import { media } from '../../../ui/theme/tokens';

export const layout = style({
  vars: { [gridColumns]: 'max(180px, 1.8rem) minmax(0, 1fr)' },
  gap: vars.space.xl,
  width: '100%',
  padding: vars.space.xl,
  color: vars.color.text,
  '@media': {
    // Below the desktop the side menu becomes a row of tabs above one column of content.
    [media.compact]: { vars: { [gridColumns]: 'minmax(0, 1fr)' }, gap: vars.space.lg },
    [media.phone]: { padding: vars.space.md },
  },
});

export const link = style([
  sideMenuLink,
  // The spec names the items in lower case; shown capitalised, read as written. The
  // current route's item is highlighted (account §2).
  { textTransform: 'capitalize' },
]);

export const content = style({ minWidth: 0 });

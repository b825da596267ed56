import { style } from '@vanilla-extract/css';
import { gridColumns } from '../../../ui/styles/layout.css';
import { sideMenuNav } from '../../../ui/styles/sideMenu.css';
import { vars } from '../../../ui/theme/contract.css';
import { media } from '../../../ui/theme/tokens';

export const layout = style({
  vars: { [gridColumns]: 'max(180px, 1.8rem) minmax(0, 1fr)' },
  gridTemplateAreas: '"header header" "nav content"',
  // The header keeps its height; the sections take what is left of the window's height.
  gridTemplateRows: 'auto 1fr',
  width: '100%',
  minHeight: '100vh',
  padding: vars.space.xl,
  '@media': {
    // Below the desktop the side menu becomes a row of tabs above one column of content.
    [media.compact]: {
      vars: { [gridColumns]: 'minmax(0, 1fr)' },
      gridTemplateAreas: '"header" "nav" "content"',
      gridTemplateRows: 'auto auto 1fr',
    },
    [media.phone]: { padding: vars.space.md, gap: vars.space.md },
  },
});

export const header = style({ gridArea: 'header' });

export const nav = style([sideMenuNav, { gridArea: 'nav' }]);

export const content = style({ gridArea: 'content', minWidth: 0, display: 'grid', gap: vars.space.lg });

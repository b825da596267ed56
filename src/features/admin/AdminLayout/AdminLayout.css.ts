import { style } from '@vanilla-extract/css';
import { sideMenu, sideMenuLink, sideMenuNav } from '../../../ui/styles/sideMenu.css';
import { vars } from '../../../ui/theme/contract.css';
import { media } from '../../../ui/theme/tokens';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'max(180px, 1.8rem) minmax(0, 1fr)',
  gridTemplateAreas: '"header header" "nav content"',
  // The header keeps its height; the sections take what is left of the window's height.
  gridTemplateRows: 'auto 1fr',
  gap: vars.space.lg,
  alignItems: 'start',
  width: '100%',
  minHeight: '100vh',
  padding: vars.space.xl,
  color: vars.color.text,
  '@media': {
    // Below the desktop the side menu becomes a row of tabs above one column of content.
    [media.compact]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"header" "nav" "content"',
      gridTemplateRows: 'auto auto 1fr',
    },
    [media.phone]: { padding: vars.space.md, gap: vars.space.md },
  },
});

export const header = style({
  gridArea: 'header',
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const operator = style({ margin: 0, color: vars.color.textMuted });

export const nav = style([sideMenuNav, { gridArea: 'nav' }]);

export const menu = sideMenu;

export const link = sideMenuLink;

export const content = style({ gridArea: 'content', minWidth: 0, display: 'grid', gap: vars.space.lg });

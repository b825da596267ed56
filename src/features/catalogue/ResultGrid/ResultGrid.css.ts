import { style } from '@vanilla-extract/css';
import { inlineRules, surfaceRules, textRules } from '../../../ui/styles/rules';
import { vars } from '../../../ui/theme/contract.css';

export const root = style({
  position: 'relative',
  width: '100%',
  minWidth: 0,
  selectors: { '&[aria-busy="true"]': { cursor: 'progress' } },
});

/** Before the width is known on a page the server rendered: a screen's height, so the footer stays below the fold. */
export const unmeasured = style({ minHeight: '100vh' });

/** The server's provisional phone grid: its cells are sized in `cqw`, the grid's own width. */
export const fluid = style({ containerType: 'inline-size' });

export const list = style({ position: 'relative', margin: 0, padding: 0, listStyle: 'none' });

export const item = style({ position: 'absolute' });

/**
 * The loading note sticks to the top of the window above the previous results (which
 * stay in place so the page does not jump); a zero-height row keeps it off the layout.
 */
export const busy = style({ position: 'sticky', top: vars.space.md, zIndex: 1, height: 0, overflow: 'visible' });

export const busyBadge = style({
  ...inlineRules({ gap: 'sm', align: 'center' }),
  ...surfaceRules({ tone: 'surface', radius: 'pill' }),
  ...textRules({ size: 'sm', weight: 'medium', tone: 'text' }),
  display: 'inline-flex',
  height: 'fit-content',
  marginTop: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  boxShadow: vars.shadow.md,
});

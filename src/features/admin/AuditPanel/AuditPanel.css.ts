import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';
import { media } from '../../../ui/theme/tokens';
import { textCell } from '../admin.css';

export const action = style({ flex: '0 0 max(240px, 2.4rem)' });

export const cell = style([textCell, { verticalAlign: 'top' }]);

export const code = style({ fontFamily: 'inherit' });

export const changes = style({
  padding: vars.space.sm,
  paddingInlineStart: vars.space.xl,
  background: vars.color.surfaceAlt,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  '@media': { [media.phone]: { display: 'block', paddingInlineStart: vars.space.sm, borderRadius: vars.radius.md, borderBottom: 0 } },
});

/** On a phone an entry's changes open as a panel under its card (cardTable). */
export const changesRow = style({
  '@media': { [media.phone]: { display: 'block', marginTop: `calc(-1 * ${vars.space.xs})`, marginBottom: vars.space.sm } },
});

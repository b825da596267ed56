import { style } from '@vanilla-extract/css';
import { gridColumns } from '../../../ui/styles/layout.css';
import { surface } from '../../../ui/styles/surface.css';
import { text } from '../../../ui/styles/text.css';
import { vars } from '../../../ui/theme/contract.css';
import { media } from '../../../ui/theme/tokens';
import { touchTarget } from '../../../ui/styles/touchTarget.css';

export const layout = style({
  vars: { [gridColumns]: 'minmax(0, 3fr) minmax(0, 2fr)' },
  gap: vars.space.xxxl,
  // Below the desktop the form gets the whole width, under the addresses.
  '@media': { [media.compact]: { vars: { [gridColumns]: 'minmax(0, 1fr)' }, gap: vars.space.xxl } },
});

export const email = text({ size: 'lg' });

export const emailLink = style([touchTarget, { color: vars.color.primary, textUnderlineOffset: '0.15em', overflowWrap: 'anywhere' }]);

export const offices = style({
  vars: { [gridColumns]: 'repeat(3, minmax(0, 1fr))' },
  gap: vars.space.xl,
  '@media': { [media.phone]: { vars: { [gridColumns]: 'repeat(2, minmax(0, 1fr))' }, gap: vars.space.lg } },
});

export const office = style({ paddingTop: vars.space.md, borderTop: `2px solid ${vars.color.primary}` });

export const address = style([text({ tone: 'muted' }), { fontStyle: 'normal' }]);

export const formPanel = style([
  surface({ tone: 'alt', radius: 'lg' }),
  { padding: vars.space.xl, '@media': { [media.phone]: { padding: vars.space.lg } } },
]);

import { style } from '@vanilla-extract/css';
import { inlineRules, stackRules, surfaceRules } from '../../../ui/styles/rules';
import { vars } from '../../../ui/theme/contract.css';
import { skeleton } from '../home.css';

/** Gap between slides in px: swiper positions slides in px, not rem. */
export const SLIDE_GAP_PX = 16;

export const card = style(stackRules({ gap: 'sm' }));

export const imageLink = style({
  display: 'block',
  ...surfaceRules({ radius: 'md', clip: true }),
  outlineOffset: '-2px',
});

export const tags = style([
  inlineRules({ gap: 'xs', list: true }),
  // One row of badges: a long list is cut, never wraps into a taller card.
  { overflow: 'hidden', maskImage: 'linear-gradient(90deg, black 85%, transparent)' },
]);

export const placeholderRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: `${SLIDE_GAP_PX}px`,
});

export const placeholderImage = style([skeleton, { aspectRatio: '1 / 1' }]);
// The tags row and the price line under the image.
export const placeholderText = style({
  height: `calc(${vars.space.sm} * 2 + ${vars.fontSize.xs} * 1.2 + ${vars.space.xxs} * 2 + ${vars.fontSize.lg} * 1.5)`,
});

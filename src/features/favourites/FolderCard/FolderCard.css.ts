import { style } from '@vanilla-extract/css';
import { surfaceRules } from '../../../ui/styles/rules';
import { vars } from '../../../ui/theme/contract.css';

export const link = style({
  ...surfaceRules({ radius: 'md' }),
  textDecoration: 'none',
});

/** A square of covers: one fills it, two split it, three or four make a two-by-two mosaic. */
export const covers = style({
  ...surfaceRules({ tone: 'sunken', radius: 'md', clip: true }),
  gridTemplateRows: 'repeat(2, minmax(0, 1fr))',
  gap: '2px',
  aspectRatio: '1 / 1',
  boxShadow: vars.shadow.sm,
  transition: `box-shadow ${vars.duration.fast}`,
  selectors: { [`${link}:hover &`]: { boxShadow: vars.shadow.md } },
});

export const cover = style({
  height: '100%',
  minHeight: 0,
  selectors: {
    [`${covers}[data-count="1"] &`]: { gridColumn: '1 / -1', gridRow: '1 / -1' },
    [`${covers}[data-count="2"] &`]: { gridRow: '1 / -1' },
    [`${covers}[data-count="3"] &:first-child`]: { gridRow: '1 / -1' },
  },
});

export const noCover = style({
  gridColumn: '1 / -1',
  gridRow: '1 / -1',
  display: 'grid',
  placeItems: 'center',
  color: vars.color.borderStrong,
});

export const title = style({ selectors: { [`${link}:hover &`]: { textDecoration: 'underline' } } });

/** Two lines at most: the grid keeps its rhythm. */
export const desc = style({ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' });

export const footer = style({ minHeight: vars.controlHeight.sm });

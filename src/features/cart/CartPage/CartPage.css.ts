import { style } from '@vanilla-extract/css';
import { gridColumns } from '../../../ui/styles/layout.css';
import { surfaceRules } from '../../../ui/styles/rules';
import { shopPageRules } from '../../../ui/styles/shopPageRules';
import { vars } from '../../../ui/theme/contract.css';
import { media } from '../../../ui/theme/tokens';

export const page = style({ ...shopPageRules, maxWidth: '16rem', marginInline: 'auto' });

export const header = style({ columnGap: vars.space.md });

/** Lines on the left, the summary and checkout beside them. */
export const layout = style({
  vars: { [gridColumns]: 'minmax(0, 1fr) max(300px, 4.4rem)' },
  selectors: {
    // Once paid, the confirmation stands alone in the middle.
    '&[data-order-placed]': { vars: { [gridColumns]: 'minmax(0, 7rem)' }, justifyContent: 'center' },
  },
  '@media': {
    // Below the desktop one column: the lines keep their width, the summary and the
    // checkout (with Pay) follow them, as wide as the page.
    [media.compact]: {
      vars: { [gridColumns]: 'minmax(0, 1fr)' },
      gap: vars.space.xl,
      selectors: { '&[data-order-placed]': { vars: { [gridColumns]: 'minmax(0, 1fr)' } } },
    },
  },
});

export const lines = style({ borderBlock: `1px solid ${vars.color.border}` });

export const line = style({ selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } } });

export const totals = style({ ...surfaceRules({ tone: 'alt', radius: 'lg' }), padding: vars.space.lg });

export const state = style({ display: 'grid', placeItems: 'center', minHeight: '4rem' });

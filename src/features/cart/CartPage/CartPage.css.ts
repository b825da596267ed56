import { style } from '@vanilla-extract/css';
import { stackRules, surfaceRules } from '../../../ui/styles/rules';
import { vars } from '../../../ui/theme/contract.css';
import { media } from '../../../ui/theme/tokens';

export const page = style({
  ...stackRules({ gap: 'xl' }),
  width: '100%',
  maxWidth: '16rem',
  marginInline: 'auto',
  padding: vars.space.xl,
  '@media': { [media.phone]: { gap: vars.space.lg, paddingInline: vars.space.md, paddingBlock: vars.space.lg } },
});

export const header = style({ columnGap: vars.space.md });

/** Lines on the left, the summary and checkout beside them. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) max(300px, 4.4rem)',
  alignItems: 'start',
  gap: vars.space.xxl,
  selectors: {
    // Once paid, the confirmation stands alone in the middle.
    '&[data-order-placed]': { gridTemplateColumns: 'minmax(0, 7rem)', justifyContent: 'center' },
  },
  '@media': {
    // Below the desktop one column: the lines keep their width, the summary and the
    // checkout (with Pay) follow them, as wide as the page.
    [media.compact]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: vars.space.xl,
      selectors: { '&[data-order-placed]': { gridTemplateColumns: 'minmax(0, 1fr)' } },
    },
  },
});

export const lines = style({ gridColumn: 1, borderBlock: `1px solid ${vars.color.border}` });

export const line = style({ selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } } });

export const summary = style({
  gridColumn: 2,
  selectors: { [`${layout}[data-order-placed] &`]: { gridColumn: 1 } },
  '@media': { [media.compact]: { gridColumn: 1 } },
});

export const totals = style({ ...surfaceRules({ tone: 'alt', radius: 'lg' }), padding: vars.space.lg });

export const state = style({ display: 'grid', placeItems: 'center', minHeight: '4rem' });

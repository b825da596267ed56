import { style } from '@vanilla-extract/css';
import { stack } from '../../../ui/Stack/Stack.css';
import { stackRules } from '../../../ui/styles/rules';
import { surface } from '../../../ui/styles/surface.css';
import { text } from '../../../ui/styles/text.css';
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

export const count = text({ size: 'md', tone: 'muted' });

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

export const lines = style([stack({ list: true }), { gridColumn: 1, borderBlock: `1px solid ${vars.color.border}` }]);

export const line = style({ selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } } });

export const summary = style({
  gridColumn: 2,
  selectors: { [`${layout}[data-order-placed] &`]: { gridColumn: 1 } },
  '@media': { [media.compact]: { gridColumn: 1 } },
});

export const totals = style([surface({ tone: 'alt', radius: 'lg' }), { padding: vars.space.lg }]);

export const totalRow = text({ size: 'lg', weight: 'medium' });

export const total = text({ size: 'xl', weight: 'bold', figures: 'tabular' });

export const warning = text({ size: 'sm', leading: 'normal', tone: 'warning' });

export const note = text({ size: 'sm', leading: 'normal', tone: 'muted', align: 'center' });

export const state = style({ display: 'grid', placeItems: 'center', minHeight: '4rem' });

import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';
import { media } from '../../../ui/theme/tokens';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: '16rem',
  marginInline: 'auto',
  paddingInline: vars.space.xl,
  paddingBlock: vars.space.xl,
  '@media': { [media.phone]: { gap: vars.space.lg, paddingInline: vars.space.md, paddingBlock: vars.space.lg } },
});

export const header = style({ columnGap: vars.space.md });

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const count = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.textMuted });

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

export const lines = style({
  gridColumn: 1,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  borderBlock: `1px solid ${vars.color.border}`,
});

export const line = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const summary = style({
  gridColumn: 2,
  selectors: { [`${layout}[data-order-placed] &`]: { gridColumn: 1 } },
  '@media': { [media.compact]: { gridColumn: 1 } },
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const totals = style({ padding: vars.space.lg, borderRadius: vars.radius.lg, background: vars.color.surfaceAlt });

export const totalRow = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium });

export const total = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const warning = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.warning,
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const state = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '4rem',
});

export const problem = style({ textAlign: 'center', paddingBlock: vars.space.xxxl, color: vars.color.textMuted });
export const problemArt = style({ color: vars.color.borderStrong });
export const problemTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const problemText = style({ maxWidth: '6rem', fontSize: vars.fontSize.md });

import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';
import { media, touchTarget } from '../../../ui/theme/tokens';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  paddingInline: vars.space.xl,
  paddingBlock: vars.space.xl,
  color: vars.color.text,
  // A phone's narrow window keeps its width for the designs.
  '@media': { [media.phone]: { gap: vars.space.lg, paddingInline: vars.space.md, paddingBlock: vars.space.lg } },
});

/** Back arrow, then title, count and description; Quick Sharing on the right. */
export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  // On a phone Quick Sharing takes a row of its own under the title, which keeps its width.
  '@media': { [media.phone]: { flexWrap: 'wrap' } },
});

export const back = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.controlHeight.md,
  height: vars.controlHeight.md,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const titleBlock = style({ flex: '1 1 auto', minWidth: 0 });

export const titleRow = style({ minWidth: 0 });

export const title = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const desc = style({ maxWidth: '8rem', fontSize: vars.fontSize.md, color: vars.color.textMuted });

export const share = style({ flexShrink: 0, '@media': { [media.phone]: { flexBasis: '100%' } } });

export const state = style({ display: 'grid', placeItems: 'center', minHeight: '3rem' });

/** Failed: the page's own h1 in the look of the shop's empty states. */
export const problem = style({ textAlign: 'center', paddingBlock: vars.space.xxxl, color: vars.color.textMuted });
export const problemArt = style({ color: vars.color.borderStrong });
export const problemTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const problemText = style({ maxWidth: '6rem', fontSize: vars.fontSize.md });

export const noFolder = style({ paddingBlock: vars.space.xl });

/** Cards per row, set from the grid's measured width (the store's table). */
export const columns = createVar();

export const grid = style({
  vars: { [columns]: '2' },
  display: 'grid',
  gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
  alignItems: 'start',
  columnGap: vars.space.lg,
  rowGap: vars.space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cell = style({ minWidth: 0 });

/** A card's bin: as wide as it is tall where a finger points (WCAG 2.5.5's 44 px). */
export const bin = style({ '@media': { [media.touch]: { minWidth: `${touchTarget}px` } } });

/** A colourway's swatches under its card. */
export const colourway = style({ marginTop: vars.space.xs });

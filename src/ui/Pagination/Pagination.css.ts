import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: 0,
  listStyle: 'none',
  // A phone holds fewer 44 px page buttons than a desktop: they wrap onto a second row.
  '@media': { [media.compact]: { flexWrap: 'wrap', justifyContent: 'center', rowGap: vars.space.sm } },
});

// The step buttons keep a gap from the numbers so they read as a separate action.
export const stepItem = style({
  selectors: {
    '&:first-child': { marginInlineEnd: vars.space.sm },
    '&:last-child': { marginInlineStart: vars.space.sm },
  },
});

export const pageButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: vars.controlHeight.sm,
  height: vars.controlHeight.sm,
  paddingInline: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    '&:hover:not([aria-current="page"])': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.semibold,
      cursor: 'default',
    },
  },
});

export const ellipsis = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: vars.controlHeight.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

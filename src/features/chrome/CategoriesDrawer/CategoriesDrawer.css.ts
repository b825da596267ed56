import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' } as const;

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const category = style({ borderBottom: `1px solid ${vars.color.border}` });

/** A category's row: the whole width is the finger's target. */
export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.controlHeight.md,
  paddingInline: vars.space.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': focusRing,
  },
});

export const chevron = style({
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`details[open] > summary > &`]: { transform: 'rotate(180deg)' } },
});

export const words = style({ listStyle: 'none', margin: 0, padding: 0, paddingBottom: vars.space.sm });

export const word = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.controlHeight.md,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:active': { background: vars.color.surfaceAlt },
    '&:focus-visible': focusRing,
  },
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });

export const note = style({ paddingBlock: vars.space.sm, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

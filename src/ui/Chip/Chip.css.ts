import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: vars.controlHeight.sm,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  // On touch the round remove button inside the border must itself be 44 px tall.
  '@media': { [media.touch]: { height: `calc(${vars.controlHeight.sm} + 2px)` } },
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const removeButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  // As tall as the chip and round: the largest target (WCAG 2.5.8) the chip can hold.
  alignSelf: 'stretch',
  aspectRatio: '1',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
    // Drawn inside the round button so the ring neither covers the label nor spills out of the chip.
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

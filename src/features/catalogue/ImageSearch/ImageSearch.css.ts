import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../ui/theme/contract.css';

/** No box of its own: button and drop area take part in the parent's layout. */
export const root = style({ display: 'contents' });

export const toggle = style({ flexShrink: 0 });

export const area = style({
  // In a wrapping flex row: a row of its own, after the row's other items.
  flexBasis: '100%',
  order: 1,
  width: '100%',
});

export const dropZone = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: `${vars.space.xl} ${vars.space.lg}`,
    border: `2px dashed ${vars.color.borderStrong}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceAlt,
    color: vars.color.text,
    textAlign: 'center',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  },
  variants: {
    dragging: {
      true: { borderColor: vars.color.primary, background: vars.color.primarySoft },
      false: {},
    },
  },
});

export const art = style({ color: vars.color.textMuted });

export const lead = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const problem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

export const pending = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.primary,
});

/** The intent choice above the drop zone: one row, the legend first. */

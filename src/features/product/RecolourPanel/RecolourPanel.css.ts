import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const toggleIcon = style({
  transition: `transform ${vars.duration.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const toggle = style({ justifySelf: 'start' });

export const actions = style({ display: 'grid', gap: vars.space.xs });

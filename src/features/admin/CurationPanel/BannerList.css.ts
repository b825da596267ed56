import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const groupTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const banner = style({
  display: 'grid',
  gridTemplateColumns: 'max(120px, 1.6rem) minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const image = style({ borderRadius: vars.radius.sm, overflow: 'hidden', background: vars.color.surfaceSunken });

export const text = style({ minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const facts = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const fact = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const none = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

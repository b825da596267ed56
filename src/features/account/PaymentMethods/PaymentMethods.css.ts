import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const page = style({ color: vars.color.text });

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight });

export const card = style({
  alignSelf: 'flex-start',
  width: 'min(100%, max(320px, 3.2rem))',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.md,
});

export const cardNumber = style({ fontSize: vars.fontSize.lg, letterSpacing: '0.12em', fontVariantNumeric: 'tabular-nums' });

export const cardMeta = style({ fontSize: vars.fontSize.sm });

export const brands = style({ listStyle: 'none', padding: 0, margin: 0 });

export const form = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md });

export const wide = style({ gridColumn: '1 / -1' });

export const note = style({ gridColumn: '1 / -1', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

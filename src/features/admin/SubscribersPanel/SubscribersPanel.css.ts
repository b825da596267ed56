import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const panel = style({ display: 'grid', gap: vars.space.md, minWidth: 0, color: vars.color.text });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const search = style({ flex: '1 1 max(240px, 2.4rem)', maxWidth: 'max(420px, 4.2rem)' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const heading = style({
  padding: vars.space.sm,
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  background: vars.color.surfaceAlt,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const cell = style({ padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, overflowWrap: 'anywhere' });

export const state = style({ padding: vars.space.xl });

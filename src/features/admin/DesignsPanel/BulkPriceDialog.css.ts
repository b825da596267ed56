import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(max(160px, 1.6rem), 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
});

export const previewTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const caption = style({ textAlign: 'left', fontWeight: vars.fontWeight.semibold, paddingBottom: vars.space.xs });

export const cell = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
});

export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const scroll = style({ maxHeight: 'max(280px, 2.8rem)', overflowY: 'auto' });

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const alert = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  borderLeft: `3px solid ${vars.color.danger}`,
});

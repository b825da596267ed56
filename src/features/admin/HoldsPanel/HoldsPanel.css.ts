import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const panel = style({ display: 'grid', gap: vars.space.md, minWidth: 0, color: vars.color.text });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, maxWidth: '60ch' });

export const refusal = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const heading = style({
  padding: vars.space.sm,
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  background: vars.color.surfaceAlt,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const cell = style({
  padding: vars.space.sm,
  textAlign: 'left',
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

/** The order number heads its row. */
export const orderNo = style({ fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const left = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const state = style({ padding: vars.space.xl });

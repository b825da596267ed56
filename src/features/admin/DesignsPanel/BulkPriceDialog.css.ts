import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(max(160px, 1.6rem), 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
});

export const cell = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
});

// After the cells, whose left alignment it overrides.
export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const scroll = style({ maxHeight: 'max(280px, 2.8rem)', overflowY: 'auto' });

import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const table = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', fontSize: vars.fontSize.sm });

export const heading = style({
  padding: vars.space.xs,
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { width: '25%' } },
});

const cell = {
  padding: vars.space.xs,
  verticalAlign: 'top',
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
} as const;

export const field = style({ ...cell, textAlign: 'left', fontWeight: vars.fontWeight.medium });

/** The old value, tinted as removed; the new one tinted as added. */
export const before = style({ ...cell, background: vars.color.dangerSoft });

export const after = style({ ...cell, background: vars.color.successSoft });

export const json = style({ margin: 0, fontFamily: 'inherit', fontSize: vars.fontSize.xs, whiteSpace: 'pre-wrap' });

export const nothing = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const root = style({ textAlign: 'center' });

export const art = style({ color: vars.color.success });

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  selectors: { '&:focus': { outline: 'none' } },
});

export const lead = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.textMuted });

export const facts = style({
  alignSelf: 'stretch',
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const fact = style({ fontSize: vars.fontSize.md });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
  color: vars.color.textMuted,
});
export const art = style({ color: vars.color.borderStrong });
export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const description = style({ maxWidth: '6rem', fontSize: vars.fontSize.md });

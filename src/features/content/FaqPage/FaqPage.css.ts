import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';
import { media } from '../../../ui/theme/tokens';

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});

export const item = style({
  borderBottom: `1px solid ${vars.color.border}`,
  scrollMarginTop: vars.space.xl,
});

export const question = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const toggle = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  border: 0,
  background: 'none',
  font: 'inherit',
  textAlign: 'left',
  // A finger's 44 px target on touch screens.
  '@media': { [media.touch]: { minHeight: vars.controlHeight.md } },
  selectors: { '&:hover': { color: vars.color.primary } },
});

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });

export const answer = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBottom: vars.space.lg,
  color: vars.color.textMuted,
  selectors: { '&[hidden]': { display: 'none' } },
});

globalStyle(`${answer} a`, { color: vars.color.primary, textUnderlineOffset: '0.15em' });

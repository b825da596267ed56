import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.lg,
  listStyle: 'none',
  padding: 0,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.controlHeight.lg,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.primary, color: vars.color.primary } },
});

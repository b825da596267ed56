import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const page = style({ color: vars.color.text });

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight });

export const subtitle = style({ marginTop: vars.space.xs, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr max-content',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  maxWidth: 'max(520px, 5.2rem)',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const row = style({ display: 'contents' });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({ minWidth: 0, overflowWrap: 'anywhere', fontWeight: vars.fontWeight.medium });

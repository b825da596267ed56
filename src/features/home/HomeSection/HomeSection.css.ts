import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const section = style({
  position: 'relative',
  paddingBlock: vars.space.xxxl,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  marginBottom: vars.space.xl,
  textAlign: 'center',
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

// The spec writes this heading in capitals ('USED & TRUSTED BY'): a quieter, spaced eyebrow.
export const eyebrowTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.12em',
  color: vars.color.textMuted,
});

export const description = style({
  maxWidth: '7rem',
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
});

/** Holds a loading or error state in the space the content will take. */
export const stateLayer = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
});

export const stateHost = style({ position: 'relative' });

export const errorLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  textAlign: 'center',
});

export const errorIcon = style({ color: vars.color.danger, flexShrink: 0 });

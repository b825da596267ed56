import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const panel = style({ color: vars.color.text, minWidth: 0 });

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight });

export const subtitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const intro = style({ color: vars.color.textMuted, maxWidth: '70ch' });

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  textAlign: 'center',
  selectors: { '&[data-dragging]': { borderColor: vars.color.primary, background: vars.color.primarySoft } },
});

/** A label drawn as a secondary button: it opens its (visually hidden) file input. */
export const pickButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: vars.controlHeight.md,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:has(+ input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const ok = style({ color: vars.color.success, fontWeight: vars.fontWeight.medium });

export const problem = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  borderLeft: `3px solid ${vars.color.danger}`,
});

export const progress = style({ maxWidth: 'max(560px, 5.6rem)' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const caption = style({ textAlign: 'left', fontWeight: vars.fontWeight.semibold, paddingBottom: vars.space.xs });

export const heading = style({
  padding: vars.space.xs,
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  background: vars.color.surfaceAlt,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const cell = style({
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  textAlign: 'left',
});

export const code = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.95em' });

/** The report's counts: a short two-column table, as wide as its content. */
export const counts = style({
  alignSelf: 'flex-start',
  minWidth: 'max(220px, 2.2rem)',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const count = style({
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
});

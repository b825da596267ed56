import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const panel = style({ color: vars.color.text, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const field = style({ flex: '1 1 max(200px, 2rem)', maxWidth: 'max(320px, 3.2rem)' });

export const dateField = style({ flex: '0 1 max(170px, 1.7rem)' });

export const state = style({ display: 'grid', placeItems: 'center', minHeight: 'max(120px, 1.2rem)' });

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const order = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const orderTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(max(180px, 1.8rem), 1fr))',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});

export const fact = style({ minWidth: 0 });

export const term = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const value = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

/**
 * On a tablet the seven columns may be wider than the card: they scroll here, not the
 * page (positioned, so the hidden file inputs inside scroll with it too). On a phone
 * each line is a card of its own (cardTable).
 */
export const tableScroll = style({ position: 'relative', overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const heading = style({
  padding: vars.space.sm,
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  background: vars.color.surfaceAlt,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const cell = style({ padding: vars.space.sm, verticalAlign: 'middle', borderBottom: `1px solid ${vars.color.border}` });

export const rowHeading = style([cell, { textAlign: 'left', fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' }]);

export const cover = style({ width: 'max(56px, 0.8rem)', borderRadius: vars.radius.sm, overflow: 'hidden' });

export const muted = style({ color: vars.color.textMuted });

/** The file input's label, drawn as a small secondary button; the input itself is hidden. */
export const attach = style({
  // Holds its visually hidden file input, which would otherwise be placed against the page.
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  height: vars.controlHeight.sm,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';
import { media } from '../../../ui/theme/tokens';

export const panel = style({ display: 'grid', gap: vars.space.md, minWidth: 0, color: vars.color.text });

export const top = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.md, flexWrap: 'wrap' });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const search = style({ flex: '1 1 max(240px, 2.4rem)', maxWidth: 'max(420px, 4.2rem)' });

export const action = style({ flex: '0 0 max(240px, 2.4rem)' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const heading = style({
  padding: vars.space.sm,
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  background: vars.color.surfaceAlt,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const cell = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});

/** Where the operator acted from, under their name. */
export const address = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const code = style({ fontFamily: 'inherit', fontWeight: vars.fontWeight.medium });

export const changes = style({
  padding: vars.space.sm,
  paddingInlineStart: vars.space.xl,
  background: vars.color.surfaceAlt,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  '@media': { [media.phone]: { display: 'block', paddingInlineStart: vars.space.sm, borderRadius: vars.radius.md, borderBottom: 0 } },
});

/** On a phone an entry's changes open as a panel under its card (cardTable). */
export const changesRow = style({
  '@media': { [media.phone]: { display: 'block', marginTop: `calc(-1 * ${vars.space.xs})`, marginBottom: vars.space.sm } },
});

export const state = style({ padding: vars.space.xl });

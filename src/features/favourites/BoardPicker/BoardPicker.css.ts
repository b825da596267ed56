import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const state = style({ display: 'grid', placeItems: 'center', minHeight: '1.2rem' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  listStyle: 'none',
  padding: 0,
  // About seven rows, then the list scrolls inside the dialog.
  maxHeight: '3.6rem',
  overflowY: 'auto',
  borderBlock: `1px solid ${vars.color.border}`,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const name = style({ minWidth: 0 });

export const boardName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
});

export const description = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const save = style({ flexShrink: 0 });

export { visuallyHidden } from '../../../ui/styles/visuallyHidden.css';

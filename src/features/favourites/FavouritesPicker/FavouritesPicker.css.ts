import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  listStyle: 'none',
  padding: 0,
  // About seven rows, then the list scrolls inside the dialog.
  maxHeight: '3.6rem',
  overflowY: 'auto',
  borderBlock: `1px solid ${vars.color.border}`,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
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

export const folderTitle = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
});

/** Both labels keep one width, so the row does not jump when SAVE becomes Saved. */
export const toggle = style({ minWidth: '0.96rem', flexShrink: 0 });

/** 'Create Moodboard' under the list (or the empty state): centred like the empty state's words. */
export const newBoardOpen = style({ alignSelf: 'center' });

export { visuallyHidden } from '../../../ui/styles/visuallyHidden.css';

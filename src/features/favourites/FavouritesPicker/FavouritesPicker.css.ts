import { style } from '@vanilla-extract/css';

/** Both labels keep one width, so the row does not jump when SAVE becomes Saved. */
export const toggle = style({ minWidth: '0.96rem', flexShrink: 0 });

/** 'Create Moodboard' under the list (or the empty state): centred like the empty state's words. */
export const newBoardOpen = style({ alignSelf: 'center' });

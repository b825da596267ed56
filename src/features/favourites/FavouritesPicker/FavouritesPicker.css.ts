import { style } from '@vanilla-extract/css';
import { text } from '../../../ui/styles/text.css';

export { visuallyHidden } from '../../../ui/styles/visuallyHidden.css';

export const folderTitle = style([text({ weight: 'medium', truncate: true }), { minWidth: 0 }]);

/** Both labels keep one width, so the row does not jump when SAVE becomes Saved. */
export const toggle = style({ minWidth: '0.96rem', flexShrink: 0 });

/** 'Create Moodboard' under the list (or the empty state): centred like the empty state's words. */
export const newBoardOpen = style({ alignSelf: 'center' });

import { style } from '@vanilla-extract/css';
import { text } from '../../../ui/styles/text.css';

export { visuallyHidden } from '../../../ui/styles/visuallyHidden.css';

export const state = style({ minHeight: '1.2rem' });

export const boardName = text({ weight: 'medium', truncate: true });

export const description = text({ size: 'sm', tone: 'muted', truncate: true });

export const save = style({ flexShrink: 0 });

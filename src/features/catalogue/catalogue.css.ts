import { style } from '@vanilla-extract/css';

/** In the title's wrapping row: a row of its own after the row's other items (the picture's colours, then the image search's area). */
export const ownRow = style({ flexBasis: '100%', order: 1 });

/** A button of the title's row keeps its width when the row runs short of room. */
export const keepsWidth = style({ flexShrink: 0 });

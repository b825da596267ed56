import { style } from '@vanilla-extract/css';
import { surface } from '../../../ui/styles/surface.css';

export const root = style([
  surface({ tone: 'alt', radius: 'md', clip: true }),
  { position: 'relative', display: 'block', width: '100%', maxWidth: '100%' },
]);

/** The drawn picture fills the frame's width; its height follows the picture's aspect ratio. */
export const canvas = style({ display: 'block', width: '100%', height: 'auto' });

/** Before the picture is read, or where it could not be drawn: a square the size of the frame, so nothing below moves. */
export const pending = style({ aspectRatio: '1 / 1' });

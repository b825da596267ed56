import { style } from '@vanilla-extract/css';
import { surface } from '../../../ui/styles/surface.css';
import { text } from '../../../ui/styles/text.css';
import { vars } from '../../../ui/theme/contract.css';

export const root = style([
  surface({ tone: 'alt', radius: 'md', clip: true }),
  { position: 'relative', display: 'block', width: '100%', maxWidth: '100%' },
]);

/** The drawn picture fills the frame's width; its height follows the picture's aspect ratio. */
export const canvas = style({ display: 'block', width: '100%', height: 'auto' });

/** Before the picture is read: a square the size of the frame, so nothing below moves when it is drawn. */
export const pending = style({ aspectRatio: '1 / 1' });

export const problem = style([
  text({ size: 'sm', tone: 'muted', align: 'center' }),
  { display: 'grid', placeItems: 'center', aspectRatio: '1 / 1', padding: vars.space.lg },
]);

import { style } from '@vanilla-extract/css';
import { surface } from '../../../ui/styles/surface.css';
import { text } from '../../../ui/styles/text.css';
import { vars } from '../../../ui/theme/contract.css';

/** Gap between slides in px: swiper positions slides in px, not rem. */
export const SLIDE_GAP_PX = 16;

// Block, not grid: a grid item's automatic minimum width would let the carousel size
// the row to its slides and the slides to the row, without end.
export const section = style({ display: 'block', minWidth: 0, marginTop: vars.space.xxl });

export const title = style([text({ size: 'xl', weight: 'semibold', tone: 'text', flush: true }), { marginBottom: vars.space.md }]);

export const link = style([text({ tone: 'text' }), { textDecoration: 'none' }]);

export const cover = surface({ radius: 'md', clip: true });

export const name = style([text({ size: 'sm', truncate: true }), { textTransform: 'capitalize' }]);

export const note = style([text({ size: 'sm', tone: 'muted', flush: true }), { marginBottom: vars.space.sm }]);

export const placeholderRow = style({ display: 'grid', gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', gap: `${SLIDE_GAP_PX}px` });

export const placeholder = style([surface({ tone: 'sunken', radius: 'md' }), { aspectRatio: '1 / 1' }]);

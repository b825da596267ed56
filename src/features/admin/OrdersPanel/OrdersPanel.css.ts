import { style } from '@vanilla-extract/css';
import { surface } from '../../../ui/styles/surface.css';

export const field = style({ flex: '1 1 max(200px, 2rem)', maxWidth: 'max(320px, 3.2rem)' });

export const dateField = style({ flex: '0 1 max(170px, 1.7rem)' });

export const state = style({ minHeight: 'max(120px, 1.2rem)' });

/**
 * On a tablet the seven columns may be wider than the card: they scroll here, not the
 * page (positioned, so the hidden file inputs inside scroll with it too). On a phone
 * each line is a card of its own (cardTable).
 */
export const tableScroll = style({ position: 'relative', overflowX: 'auto' });

export const cover = style([surface({ radius: 'sm', clip: true }), { width: 'max(56px, 0.8rem)' }]);

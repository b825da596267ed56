import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';
import { table as adminTable } from '../admin.css';

/**
 * Charts are drawn at their given width in px where there is room, so every desktop
 * screenshot draws them the same; narrower, they take the width there is.
 */
export const plot = style({ minWidth: 0, maxWidth: '100%' });

export const summary = style({ cursor: 'pointer', width: 'fit-content' });

export const table = style([adminTable, { marginTop: vars.space.sm }]);

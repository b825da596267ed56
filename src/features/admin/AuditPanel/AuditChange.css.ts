import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';
import { compactCell, table as adminTable } from '../admin.css';

export const table = style([adminTable, { tableLayout: 'fixed' }]);

export const heading = style([compactCell, { textAlign: 'left', selectors: { '&:first-child': { width: '25%' } } }]);

export const cell = style([compactCell, { verticalAlign: 'top', overflowWrap: 'anywhere' }]);

/** The old value, tinted as removed; the new one tinted as added. */
export const before = style([cell, { background: vars.color.dangerSoft }]);

export const after = style([cell, { background: vars.color.successSoft }]);

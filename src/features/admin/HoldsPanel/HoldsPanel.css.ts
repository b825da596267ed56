import { style } from '@vanilla-extract/css';
import { text } from '../../../ui/styles/text.css';
import { textCell } from '../admin.css';

export const intro = style([text({ size: 'sm', tone: 'muted' }), { maxWidth: '60ch' }]);

export const cell = style([textCell, { textAlign: 'left' }]);

/** The order number heads its row. */
export const orderNo = text({ weight: 'semibold', figures: 'tabular' });

export const left = style([text({ figures: 'tabular' }), { whiteSpace: 'nowrap' }]);

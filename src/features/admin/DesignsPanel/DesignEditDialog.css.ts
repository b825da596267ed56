import { style } from '@vanilla-extract/css';
import { text } from '../../../ui/styles/text.css';
import { vars } from '../../../ui/theme/contract.css';

export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(max(200px, 2rem), 1fr))', gap: vars.space.md });

export const legend = style([text({ weight: 'semibold' }), { marginBottom: vars.space.xs, padding: 0 }]);

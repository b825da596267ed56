import { style } from '@vanilla-extract/css';
import { inline } from '../../../ui/Inline/Inline.css';
import { surface } from '../../../ui/styles/surface.css';
import { text } from '../../../ui/styles/text.css';
import { vars } from '../../../ui/theme/contract.css';
import { dangerNote } from '../admin.css';

export const form = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md });

export const wide = style({ gridColumn: '1 / -1' });

export const legend = style([text({ size: 'sm', weight: 'medium', tone: 'text' }), { padding: 0 }]);

export const choice = style([inline({ gap: 'xs', align: 'center' }), text({ size: 'md' })]);

export const colour = style([inline({ gap: 'xs', align: 'center' }), text({ size: 'sm' })]);

export const colourInput = style([
  surface({ tone: 'surface', border: 'strong', radius: 'sm' }),
  {
    width: 'max(40px, 0.5rem)',
    height: vars.controlHeight.sm,
    padding: 0,
    cursor: 'pointer',
  },
]);

export const alert = style([dangerNote, wide]);

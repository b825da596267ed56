import { style } from '@vanilla-extract/css';
import { inline } from '../../../ui/styles/layout.css';
import { surface } from '../../../ui/styles/surface.css';
import { vars } from '../../../ui/theme/contract.css';

export const wide = style({ gridColumn: '1 / -1' });

export const legend = style({ padding: 0 });

/** A label beside its radio button or colour well. */
export const choice = inline({ gap: 'xs', align: 'center' });

export const colourInput = style([
  surface({ tone: 'surface', border: 'strong', radius: 'sm' }),
  {
    width: 'max(40px, 0.5rem)',
    height: vars.controlHeight.sm,
    padding: 0,
    cursor: 'pointer',
  },
]);

import { style } from '@vanilla-extract/css';
import { surface } from '../../../ui/styles/surface.css';
import { vars } from '../../../ui/theme/contract.css';
import { compactCell } from '../admin.css';

export const intro = style({ maxWidth: '70ch' });

export const dropZone = style([
  surface({ tone: 'alt', radius: 'md' }),
  {
    padding: vars.space.xl,
    border: `2px dashed ${vars.color.borderStrong}`,
    textAlign: 'center',
    selectors: { '&[data-dragging]': { borderColor: vars.color.primary, background: vars.color.primarySoft } },
  },
]);

export const progress = style({ maxWidth: 'max(560px, 5.6rem)' });

export const cell = style([compactCell, { verticalAlign: 'top', textAlign: 'left' }]);

export const code = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.95em' });

/** The report's counts: a short two-column table, as wide as its content. */
export const counts = style({ alignSelf: 'flex-start', minWidth: 'max(220px, 2.2rem)', borderCollapse: 'collapse' });

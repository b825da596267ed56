import { style } from '@vanilla-extract/css';
import { stack } from '../../../ui/Stack/Stack.css';
import { text } from '../../../ui/styles/text.css';
import { vars } from '../../../ui/theme/contract.css';
import { card, table as adminTable } from '../admin.css';

/** Shared by the dashboard's charts: a captioned figure with its data as a table underneath. */
export const figure = style([card, stack({ gap: 'sm' }), { padding: vars.space.md, minWidth: 0 }]);

/**
 * Charts are drawn at their given width in px where there is room, so every desktop
 * screenshot draws them the same; narrower, they take the width there is.
 */
export const plot = style({ minWidth: 0, maxWidth: '100%' });

export const details = text({ size: 'sm' });

export const summary = style([
  text({ tone: 'primary' }),
  {
    cursor: 'pointer',
    width: 'fit-content',
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
  },
]);

export const table = style([adminTable, { marginTop: vars.space.sm }]);

const cell = style({ textAlign: 'left', padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}` });

export const th = style([cell, text({ weight: 'semibold', tone: 'muted' })]);

export const td = style([cell, text({ weight: 'regular' }), { verticalAlign: 'middle' }]);

// After the cells, whose left alignment it overrides.
export const number = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

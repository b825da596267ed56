import { style } from '@vanilla-extract/css';
import { text } from '../../../ui/styles/text.css';
import { vars } from '../../../ui/theme/contract.css';
import { card, coverFrame } from '../admin.css';

export const pin = style([
  card,
  {
    display: 'grid',
    gridTemplateColumns: 'max(24px, 0.3rem) max(48px, 0.6rem) minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: vars.space.md,
    padding: vars.space.xs,
  },
]);

export const position = text({ tone: 'muted', figures: 'tabular', align: 'end' });

export const cover = style([coverFrame, text({ size: 'xs', tone: 'muted' }), { aspectRatio: '1' }]);

export const add = style({ maxWidth: 'max(360px, 4rem)' });

export const addButton = style({ marginTop: `calc(${vars.fontSize.sm} * 1.2 + ${vars.space.sm})` });

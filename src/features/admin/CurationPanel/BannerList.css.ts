import { style } from '@vanilla-extract/css';
import { text } from '../../../ui/styles/text.css';
import { vars } from '../../../ui/theme/contract.css';
import { card } from '../admin.css';

export const groupTitle = text({ size: 'md', weight: 'semibold', tone: 'muted' });

export const banner = style([
  card,
  {
    display: 'grid',
    gridTemplateColumns: 'max(120px, 1.6rem) minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: vars.space.md,
    padding: vars.space.sm,
  },
]);

export const title = text({ size: 'md', weight: 'semibold' });

import { style } from '@vanilla-extract/css';
import { text } from '../../../ui/styles/text.css';
import { vars } from '../../../ui/theme/contract.css';
import { card as adminCard } from '../admin.css';

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(max(150px, 2rem), 1fr))',
  gap: vars.space.md,
});

export const card = style([adminCard, { display: 'flex', flexDirection: 'column-reverse', gap: vars.space.xxs, padding: vars.space.md }]);

/** The period's own figures stand out from the running totals. */
export const periodCard = style({ background: vars.color.primarySoft, borderColor: vars.color.primarySoft });

export const value = text({ size: 'xl', weight: 'semibold', leading: 'tight', figures: 'tabular' });

import { style } from '@vanilla-extract/css';
import { surfaceRules } from '../../../ui/styles/rules';
import { text } from '../../../ui/styles/text.css';
import { vars } from '../../../ui/theme/contract.css';

export const card = style({
  ...surfaceRules({ radius: 'lg' }),
  alignSelf: 'flex-start',
  width: 'min(100%, max(320px, 3.2rem))',
  padding: vars.space.lg,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.md,
});

export const cardNumber = style([text({ size: 'lg', figures: 'tabular' }), { letterSpacing: '0.12em' }]);

export const cardMeta = text({ size: 'sm' });

/** The card entry's fields two by two; the number, the name and the note across. */
export const form = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md });

export const wide = style({ gridColumn: '1 / -1' });

export const note = style([wide, text({ size: 'sm', tone: 'muted' })]);

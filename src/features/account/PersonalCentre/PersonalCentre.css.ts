import { style } from '@vanilla-extract/css';
import { surfaceRules } from '../../../ui/styles/rules';
import { text } from '../../../ui/styles/text.css';
import { vars } from '../../../ui/theme/contract.css';

export const subtitle = style([text({ size: 'sm', tone: 'muted' }), { marginTop: vars.space.xs }]);

export const fields = style({
  ...surfaceRules({ tone: 'surface', border: true, radius: 'md' }),
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr max-content',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  maxWidth: 'max(520px, 5.2rem)',
  padding: vars.space.lg,
});

export const row = style({ display: 'contents' });

export const term = text({ size: 'sm', tone: 'muted' });

export const value = style([text({ weight: 'medium' }), { minWidth: 0, overflowWrap: 'anywhere' }]);

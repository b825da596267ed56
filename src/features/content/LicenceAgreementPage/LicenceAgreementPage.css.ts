import { globalStyle, style } from '@vanilla-extract/css';
import { text } from '../../../ui/styles/text.css';
import { vars } from '../../../ui/theme/contract.css';

export const definition = style({
  display: 'grid',
  gridTemplateColumns: '1.6rem 1fr',
  gap: vars.space.md,
});

export const dateLine = style([
  text({ size: 'sm', tone: 'muted' }),
  { paddingTop: vars.space.lg, borderTop: `1px solid ${vars.color.border}` },
]);

globalStyle(`${definition} dt`, { fontWeight: vars.fontWeight.semibold });

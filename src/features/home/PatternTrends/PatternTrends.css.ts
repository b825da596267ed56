import { style } from '@vanilla-extract/css';
import { inlineRules, surfaceRules, textRules } from '../../../ui/styles/rules';
import { vars } from '../../../ui/theme/contract.css';

export const list = style(inlineRules({ gap: 'lg', justify: 'center', wrap: true, list: true }));

export const link = style({
  ...inlineRules({ gap: 'sm', align: 'center' }),
  minHeight: vars.controlHeight.lg,
  paddingInline: vars.space.lg,
  ...surfaceRules({ tone: 'surface', border: true, radius: 'pill' }),
  ...textRules({ weight: 'medium', tone: 'text' }),
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.primary, color: vars.color.primary } },
});

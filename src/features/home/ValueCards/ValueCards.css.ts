import { style } from '@vanilla-extract/css';
import { discRules } from '../../../ui/styles/discRules';
import { stackRules, surfaceRules, textRules } from '../../../ui/styles/rules';
import { vars } from '../../../ui/theme/contract.css';

export const card = style({
  ...stackRules({ gap: 'sm', align: 'center' }),
  height: '100%',
  padding: vars.space.xxl,
  ...surfaceRules({ tone: 'alt', radius: 'lg' }),
  textAlign: 'center',
});

export const icon = style({
  ...discRules(vars.controlHeight.lg),
  marginBottom: vars.space.xs,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const text = style(textRules({ tone: 'muted' }));

import { style } from '@vanilla-extract/css';
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
  display: 'grid',
  placeItems: 'center',
  width: vars.controlHeight.lg,
  height: vars.controlHeight.lg,
  marginBottom: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const title = style(textRules({ size: 'lg', weight: 'semibold' }));

export const text = style(textRules({ tone: 'muted' }));

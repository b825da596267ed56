import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const waiting = style({ display: 'flex', justifyContent: 'center', padding: vars.space.lg });

export const failure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, alignItems: 'flex-start' });

export const message = style({ margin: 0, color: vars.color.danger, lineHeight: vars.lineHeight.normal });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const back = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  selectors: { '&:hover': { color: vars.color.primaryHover } },
});

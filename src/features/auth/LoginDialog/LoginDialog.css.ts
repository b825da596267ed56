import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

/** The licence and terms notice at the foot of every panel. */
export const legal = style({ paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border}` });

export const legalLink = style({
  color: vars.color.text,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  selectors: { '&:hover': { color: vars.color.primary } },
});

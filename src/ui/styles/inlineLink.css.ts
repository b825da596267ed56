import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A link within a line of text or beside a message: the primary colour, underlined. */
export const inlineLink = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  selectors: { '&:hover': { color: vars.color.primaryHover } },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * A form's own error line under its submit button: the server's message (storefront §8),
 * a declined card or a form-wide rule. It takes no room while it says nothing, so the
 * `role="alert"` element can stay in the page and be announced when its text arrives.
 */
export const formErrorLine = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.danger,
  textAlign: 'center',
  selectors: { '&:empty': { display: 'none' } },
});

/** The look the three login-dialog forms share (sign-in, sign-up, forgot password). */
import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme/contract.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

/** A row of text links under a field or under the form ('Forgot password?', 'Sign Up'). */
export const linkRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  // Pulls the link up towards the field it belongs to.
  marginTop: `calc(-1 * ${vars.space.sm})`,
  fontSize: vars.fontSize.sm,
});

/** The line at the bottom: a question and the link that answers it. */
export const switchRow = style({ fontSize: vars.fontSize.md, color: vars.color.textMuted });

/** The submit button and, under it, the form's error line. */
export const submitBlock = style({ marginTop: vars.space.xs });

/** The form's error line under the button: the server's message (storefront §8) or a form-wide rule. */
export { formErrorLine as errorLine } from '../../ui/styles/formErrorLine.css';

/** A success note above the form (an account was created, a password changed). */
export const note = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  selectors: { '&:empty': { display: 'none' } },
});

/** A sentence that explains a step ('Set a new password for …'). */
export const lead = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const strong = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

/** The look the three login-dialog forms share (sign-in, sign-up, forgot password). */
import { style } from '@vanilla-extract/css';
import { surface } from '../../ui/styles/surface.css';
import { text } from '../../ui/styles/text.css';
import { vars } from '../../ui/theme/contract.css';

/** A row of text links under a field ('Forgot password?'), pulled up towards the field it belongs to. */
export const linkRow = style([text({ size: 'sm' }), { marginTop: `calc(-1 * ${vars.space.sm})` }]);

/** The submit button and, under it, the form's error line. */
export const submitBlock = style({ marginTop: vars.space.xs });

/** A success note above the form (an account was created, a password changed); its words are `Text`'s. */
export const note = style([
  surface({ tone: 'successSoft', radius: 'md' }),
  { padding: `${vars.space.sm} ${vars.space.md}`, selectors: { '&:empty': { display: 'none' } } },
]);

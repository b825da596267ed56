import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

/**
 * Lines the button up with the input box, not with the label above it: the label is
 * one line of small text followed by the field's gap (see TextField.css.ts).
 */
export const button = style({
  marginTop: `calc(${vars.fontSize.sm} * ${vars.lineHeight.tight} + ${vars.space.sm})`,
  // Room for 'Waiting for verification（60s)' without the button changing width each second.
  minWidth: '2.2rem',
  fontVariantNumeric: 'tabular-nums',
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

/**
 * One width for every label, so the header does not move as the words change. 'Stop
 * sharing' warns in the danger colour (the attribute outranks the button's variant).
 */
export const button = style({
  minWidth: '2.4rem',
  gap: vars.space.xs,
  selectors: { '&[data-stop]': { color: vars.color.danger, borderColor: vars.color.danger } },
});

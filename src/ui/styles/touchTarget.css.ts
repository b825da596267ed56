import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

/**
 * A link or small control a finger can hit: on touch screens it is at least the 44 px
 * of WCAG 2.5.5 tall, its text centred in that height; with a mouse it keeps its own size.
 */
export const touchTarget = style({
  '@media': { [media.touch]: { display: 'inline-flex', alignItems: 'center', minHeight: vars.controlHeight.md } },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

// The dialog's body scrolls and so clips at its edges: room for the fields' focus ring
// (2px out, 2px wide), so focusing a field never scrolls the body by a hair.
export const form = style({ padding: vars.space.sm });

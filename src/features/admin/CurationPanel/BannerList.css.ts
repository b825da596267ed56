import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';
import { card } from '../admin.css';

export const banner = style([card, { padding: vars.space.sm }]);

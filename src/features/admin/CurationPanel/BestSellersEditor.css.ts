import { style } from '@vanilla-extract/css';
import { text } from '../../../ui/styles/text.css';
import { vars } from '../../../ui/theme/contract.css';
import { coverFrame } from '../admin.css';

export const cover = style([coverFrame, text({ size: 'xs', tone: 'muted' }), { aspectRatio: '1' }]);

export const add = style({ maxWidth: 'max(360px, 4rem)' });

export const addButton = style({ marginTop: `calc(${vars.fontSize.sm} * 1.2 + ${vars.space.sm})` });

import { style } from '@vanilla-extract/css';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '1.25em',
  height: '1.25em',
  verticalAlign: 'middle',
});

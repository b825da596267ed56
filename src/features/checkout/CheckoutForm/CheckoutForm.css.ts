import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const legend = style({ padding: 0, marginBottom: vars.space.sm });

export const brandsLabel = style({ marginInlineEnd: vars.space.xs });

/** Once a number tells its brand, the other brands step back. */
export const brandItem = style({
  display: 'flex',
  transition: `opacity ${vars.duration.fast}`,
  selectors: {
    'ul:has(> [data-detected]) > &:not([data-detected])': { opacity: 0.35 },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const panel = style({ minWidth: 0, color: vars.color.text });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold });

export const period = style({
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary, borderColor: vars.color.primary },
  },
});

export const state = style({ padding: vars.space.xxl });

export const charts = style({ minWidth: 0 });

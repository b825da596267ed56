import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0, color: vars.color.text });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold });

export const periods = style({ display: 'flex', gap: vars.space.xs });

export const period = style({
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary, borderColor: vars.color.primary },
  },
});

export const state = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xxl });

export const charts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

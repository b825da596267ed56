import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const panel = style({ display: 'grid', gap: vars.space.md, minWidth: 0, color: vars.color.text });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const filter = style({
  selectors: {
    // The chosen filter is highlighted.
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary, borderColor: vars.color.primary },
  },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const state = style({ padding: vars.space.xl });

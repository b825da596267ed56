import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

/** The banner's two background colours (colorBg 'a,b'), set inline per banner. */
export const from = createVar();
export const to = createVar();

export const swatch = style({
  display: 'inline-block',
  flex: 'none',
  width: 'max(56px, 0.72rem)',
  height: 'max(20px, 0.24rem)',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  backgroundImage: `linear-gradient(90deg, ${from}, ${to})`,
});

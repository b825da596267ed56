import { createVar, style } from '@vanilla-extract/css';
import { surfaceRules } from '../../../ui/styles/rules';

/** The banner's two background colours (colorBg 'a,b'), set inline per banner. */
export const from = createVar();
export const to = createVar();

export const swatch = style({
  display: 'inline-block',
  flex: 'none',
  width: 'max(56px, 0.72rem)',
  height: 'max(20px, 0.24rem)',
  ...surfaceRules({ border: true, radius: 'sm' }),
  backgroundImage: `linear-gradient(90deg, ${from}, ${to})`,
});

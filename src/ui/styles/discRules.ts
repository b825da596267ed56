/**
 * A round badge of a given size with its content centred: a value card's icon, the top
 * bar's avatar, the footer's social links. Plain declarations (like `rules.ts`), to spread
 * into a feature's own `style({ ...discRules(size), … })`: one class, no added JavaScript.
 * A plain module, not a `.css.ts`: vanilla-extract stylesheets cannot export functions.
 */
import { vars } from '../theme/contract.css';

export const discRules = (size: string) =>
  ({ display: 'grid', placeItems: 'center', width: size, height: size, borderRadius: vars.radius.pill }) as const;

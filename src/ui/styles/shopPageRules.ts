/**
 * The frame of a shop page a shopper works in (the cart, the favourites): a column of
 * sections a step apart, as wide as it is allowed, with the page's padding; a phone's
 * narrow window keeps its width for the content. Plain declarations (like `rules.ts`), to
 * spread into a feature's own `style({ ...shopPageRules, maxWidth: … })`: one class, no
 * added JavaScript. A plain module, not a `.css.ts`: it is read only when the CSS is built.
 */
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';
import { stackRules } from './rules';

export const shopPageRules = {
  ...stackRules({ gap: 'xl' }),
  width: '100%',
  padding: vars.space.xl,
  '@media': { [media.phone]: { gap: vars.space.lg, paddingInline: vars.space.md, paddingBlock: vars.space.lg } },
};

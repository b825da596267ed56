import { style } from '@vanilla-extract/css';
import { gapVariants, listVariant, surfaceRules, textRules } from '../../ui/styles/rules';

/** A grey block standing in for content that is still loading (same box, so nothing moves). */
export const skeleton = style({ display: 'block', ...surfaceRules({ tone: 'sunken', radius: 'md' }) });

/** The cards of Shop by Collection and the value cards: as many 2.6rem columns as fit. */
export const cardGrid = style([
  listVariant.true,
  gapVariants.xl,
  { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(2.6rem, 1fr))' },
]);

/** A card's title: a featured word or a collection's name. */
export const cardTitle = style(textRules({ size: 'xl', weight: 'semibold', leading: 'tight' }));

/** A card's quiet line: a tile's design count, a collection entry's subtitle. */
export const cardMeta = style(textRules({ size: 'sm', tone: 'muted' }));

/** A card's large line: a value card's title, a best seller's price. */
export const cardLead = style(textRules({ size: 'lg', weight: 'semibold' }));

/** The primary-coloured link inside a card (Explore, a collection's entry). */
export const cardLink = style({
  ...textRules({ weight: 'semibold', tone: 'primary' }),
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export { visuallyHidden } from '../../ui/styles/visuallyHidden.css';

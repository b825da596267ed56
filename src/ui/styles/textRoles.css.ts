import { text } from './text.css';

/*
 * Text styles many features repeat word for word, named after what they are for. Compose
 * `text()` in a feature's own `.css.ts` for anything else.
 */

/** A section's or panel's heading inside a page: large and semibold (the filters, the recolouring tools, an FAQ's question). */
export const sectionTitle = text({ size: 'lg', weight: 'semibold' });

/** A note beside what it explains, or a hint under a control: small and muted. */
export const smallNote = text({ size: 'sm', tone: 'muted' });

/** Secondary words at the size around them: a fact's term, a colour's share, a row that could not load. */
export const mutedText = text({ tone: 'muted' });

/** A page's h1 in the shop's own pages (the account area, the cart, the favourites, a design's page): large, semibold, tight. */
export const pageTitle = text({ size: 'xxl', weight: 'semibold', leading: 'tight' });

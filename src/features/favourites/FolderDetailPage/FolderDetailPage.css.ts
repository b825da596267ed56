import { style } from '@vanilla-extract/css';
import { button } from '../../../ui/Button/Button.css';
import { vars } from '../../../ui/theme/contract.css';
import { media, touchTarget } from '../../../ui/theme/tokens';

/**
 * Back arrow, then title, count and description; Quick Sharing on the right. On a phone
 * Quick Sharing takes a row of its own under the title, which keeps its width.
 */
export const header = style({ '@media': { [media.phone]: { flexWrap: 'wrap' } } });

/** The back arrow: an icon button that is a link, kept whole when the title is long. */
export const back = style([button({ variant: 'icon', size: 'md' }), { flexShrink: 0 }]);

export const titleBlock = style({ flex: '1 1 auto', minWidth: 0 });

export const desc = style({ maxWidth: '8rem' });

export const share = style({ flexShrink: 0, '@media': { [media.phone]: { flexBasis: '100%' } } });

export const noFolder = style({ paddingBlock: vars.space.xl });

/** A card's bin: as wide as it is tall where a finger points (WCAG 2.5.5's 44 px). */
export const bin = style({ '@media': { [media.touch]: { minWidth: `${touchTarget}px` } } });

/** A colourway's swatches under its card. */
export const colourway = style({ marginTop: vars.space.xs });

import { style } from '@vanilla-extract/css';
import { stackRules, surfaceRules, textRules } from '../../../ui/styles/rules';
import { vars } from '../../../ui/theme/contract.css';
import { narrowerThan } from '../../../ui/theme/tokens';
import { skeleton } from '../home.css';

/**
 * How wide a card's cover is drawn (it fills the card), for `<img sizes>`: the grid's
 * 2.6rem columns give one column on the narrowest phones and two on the others (a rem is
 * 62.5 px there, the page's side padding and the gap are 16 px each), three on tablets,
 * and about a quarter of the window from 1200 px, where the rem scales with it. A phone
 * then fetches the 320 px cover instead of the 640 px one.
 */
export const coverSizes = `(max-width: 372.98px) calc(100vw - 32px), ${narrowerThan.tablet} calc((100vw - 48px) / 2), ${narrowerThan.desktop} 31vw, 26vw`;

export const card = style({
  ...stackRules({}),
  height: '100%',
  ...surfaceRules({ tone: 'alt', border: true, radius: 'lg', clip: true }),
});

export const body = style({ ...stackRules({ gap: 'sm' }), padding: vars.space.xl });

export const entries = style(stackRules({ gap: 'sm', list: true }));

export const entryTitle = style(textRules({ weight: 'semibold' }));

/** Three card-shaped blocks while loading: a 4:3 cover and the text under it. */
export const placeholderCard = style([skeleton, { display: 'flex', flexDirection: 'column', overflow: 'hidden' }]);
export const placeholderCover = style({ aspectRatio: '4 / 3', background: vars.color.surfaceAlt });
export const placeholderText = style({
  height: `calc(${vars.space.xl} * 2 + ${vars.fontSize.xl} * 1.2 + ${vars.space.sm} * 2 + ${vars.fontSize.md} * 3)`,
});

import { style } from '@vanilla-extract/css';
import { inlineRules, listVariant, stackRules, textRules } from '../../../ui/styles/rules';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../ui/theme/contract.css';
import { media } from '../../../ui/theme/tokens';
import { cardLink, skeleton } from '../home.css';

// Tiles and their placeholders share one box (height, corners): loading does not move the page. On
// touch screens Explore is a 44 px target, so the tile grows to keep it inside.
const tileBox = { height: '1.9rem', borderRadius: vars.radius.lg, '@media': { [media.touch]: { height: '2.2rem' } } };

export const grid = style({
  display: 'grid',
  // Three across: six tiles make two even rows.
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.lg,
  ...listVariant.true,
  // A third of a phone is too narrow for a word like 'Watercolour': two across, three rows.
  '@media': { [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md } },
});

/** The tile colours, in turn. */
export const TILE_TONES = ['primary', 'accent', 'success', 'warning', 'danger', 'neutral'] as const;
export type TileTone = (typeof TILE_TONES)[number];

export const tile = recipe({
  base: [
    tileBox,
    {
      ...stackRules({ gap: 'xs', align: 'start' }),
      padding: vars.space.xl,
      '@media': { [media.phone]: { padding: vars.space.lg } },
    },
  ],
  variants: {
    tone: {
      primary: { background: vars.color.primarySoft },
      accent: { background: vars.color.accentSoft },
      success: { background: vars.color.successSoft },
      warning: { background: vars.color.warningSoft },
      danger: { background: vars.color.dangerSoft },
      neutral: { background: vars.color.surfaceSunken },
    },
  },
});

export const group = style({
  ...textRules({ size: 'xs', weight: 'semibold', tone: 'muted' }),
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
});

export const explore = style([
  cardLink,
  {
    // A flex item of the tile, so a flex row (not inline-flex) draws the same.
    ...inlineRules({ gap: 'xs', align: 'center' }),
    marginTop: 'auto',
    '@media': { [media.touch]: { minHeight: vars.controlHeight.md } },
  },
]);

export const placeholderTile = style([skeleton, tileBox]);

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../ui/theme/contract.css';
import { media } from '../../../ui/theme/tokens';
import { skeleton } from '../home.css';

// Tiles and their placeholders share one height, so loading does not move the page.
const tileHeight = '1.9rem';
// On touch screens Explore is a 44 px target, so the tile grows to keep it inside.
const touchTileHeight = '2.2rem';

export const grid = style({
  display: 'grid',
  // Three across: six tiles make two even rows.
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  padding: 0,
  // A third of a phone is too narrow for a word like 'Watercolour': two across, three rows.
  '@media': { [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md } },
});

/** The tile colours, in turn. */
export const TILE_TONES = ['primary', 'accent', 'success', 'warning', 'danger', 'neutral'] as const;
export type TileTone = (typeof TILE_TONES)[number];

export const tile = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    height: tileHeight,
    padding: vars.space.xl,
    '@media': { [media.touch]: { height: touchTileHeight }, [media.phone]: { padding: vars.space.lg } },
    borderRadius: vars.radius.lg,
    color: vars.color.text,
  },
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
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const word = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const explore = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginTop: 'auto',
  '@media': { [media.touch]: { minHeight: vars.controlHeight.md } },
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.primary,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const placeholderTile = style([
  skeleton,
  { height: tileHeight, borderRadius: vars.radius.lg, '@media': { [media.touch]: { height: touchTileHeight } } },
]);

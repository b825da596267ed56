import { style } from '@vanilla-extract/css';
import { discRules } from '../../../ui/styles/discRules';
import { inlineRules, textRules } from '../../../ui/styles/rules';
import { button } from '../../../ui/Button/Button.css';
import { vars } from '../../../ui/theme/contract.css';
import { media } from '../../../ui/theme/tokens';

export const bar = style({
  ...inlineRules({ gap: 'lg', align: 'center' }),
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xl,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    // Phones and tablets: tighter, and the search may take a row of its own.
    [media.compact]: { flexWrap: 'wrap', gap: vars.space.sm, paddingInline: vars.space.lg },
    [media.phone]: { paddingInline: vars.space.md, rowGap: vars.space.xs },
  },
});

/** The categories' menu button: on phones and tablets it stands for the mega-menu. */
export const menuButton = style({
  display: 'none',
  fontSize: vars.fontSize.lg,
  '@media': { [media.compact]: { display: 'inline-flex' } },
});

// A flex item of the bar, so a flex row (not inline-flex) draws the same.
export const logo = style({
  ...inlineRules({ gap: 'sm', align: 'center' }),
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
});

export const logoMark = style({ width: vars.controlHeight.md, height: vars.controlHeight.md });
export const logoTile = style({ fill: vars.color.primary });
export const logoDot = style({ fill: vars.color.accentSoft });
export const logoStroke = style({ stroke: vars.color.accentSoft, strokeWidth: 2.4, strokeLinecap: 'round' });

export const logoText = style({
  ...textRules({ size: 'lg', weight: 'bold' }),
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
  // On a phone the mark alone is the home link (its label names the shop).
  '@media': { [media.phone]: { display: 'none' } },
});

/** The mega-menu's hover panel is for desktops; phones and tablets use the drawer. */
export const nav = style({ flexShrink: 0, '@media': { [media.compact]: { display: 'none' } } });

export const search = style({
  ...inlineRules({ gap: 'xs', align: 'center' }),
  flex: '1 1 auto',
  minWidth: 0,
  maxWidth: `calc(${vars.space.xxxl} * 12)`,
  // A phone's search gets the whole second row: room to read what one types.
  '@media': { [media.phone]: { order: 1, flexBasis: '100%', maxWidth: 'none' } },
});

export const actions = style({
  ...inlineRules({ gap: 'sm', align: 'center' }),
  flexShrink: 0,
  marginLeft: 'auto',
});

/** A link drawn as the icon button beside it (cart, favourites). */
export const iconLink = style([
  button({ variant: 'icon' }),
  // The icon follows the font size: a step up from the body text reads as a control. No
  // border: the cart's count is placed from the link's edge.
  { height: vars.controlHeight.md, border: 0, fontSize: vars.fontSize.lg },
]);

/** The 'Search by image' icon button, its icon as large as the links'. */
export const iconButton = style({ fontSize: vars.fontSize.lg, '@media': { [media.compact]: { flexShrink: 0 } } });

export const count = style({
  position: 'absolute',
  top: 0,
  right: 0,
  transform: 'translate(30%, -20%)',
  minWidth: '1.6em',
  height: '1.6em',
  paddingInline: '0.4em',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onPrimary,
  ...textRules({ size: 'xs', weight: 'bold', figures: 'tabular' }),
  lineHeight: 1,
});

export const avatar = style({
  ...discRules(vars.controlHeight.md),
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.semibold,
});

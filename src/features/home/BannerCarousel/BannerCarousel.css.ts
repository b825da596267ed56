import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { stackRules, surfaceRules, textRules } from '../../../ui/styles/rules';
import { button } from '../../../ui/Button/Button.css';
import { paginationStrip } from '../../../ui/Carousel/Carousel.css';
import { vars } from '../../../ui/theme/contract.css';
import { media, narrowerThan } from '../../../ui/theme/tokens';

/** The banner's two `colorBg` colours, set inline per slide (assignInlineVars). */
export const gradientFrom = createVar();
export const gradientTo = createVar();

// One height for slides, the loading placeholder and the fallback: nothing below moves.
const slideHeight = '4rem';
// On a phone the cover sits above the words, so the slide is taller (below 1200 px 1rem
// is 62.5 px: 350 px, enough for a three-line title, the subtitle and the link).
const phoneSlideHeight = '5.6rem';
const phoneArt = '1.6rem';
const padBlock = vars.space.xl;
// Clears the Previous/Next buttons that sit over the slide's edges.
const padInline = `calc(${vars.space.xxxl} + ${vars.controlHeight.md})`;

export const slide = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.xxxl,
  height: slideHeight,
  paddingBlock: padBlock,
  paddingInline: padInline,
  ...surfaceRules({ radius: 'lg', clip: true }),
  // Without a valid colorBg the theme's own soft colours stand in.
  background: `linear-gradient(90deg, ${fallbackVar(gradientFrom, vars.color.surfaceAlt)}, ${fallbackVar(gradientTo, vars.color.primarySoft)})`,
  color: vars.color.text,
  '@media': {
    // The Previous/Next buttons move to the bullets' strip on phones (see Carousel), so the
    // words may use the slide's whole width.
    [media.phone]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateRows: 'auto minmax(0, 1fr)',
      alignItems: 'start',
      gap: vars.space.lg,
      height: phoneSlideHeight,
      paddingInline: vars.space.xl,
    },
  },
});

export const art = style({
  width: `calc(${slideHeight} - 2 * ${padBlock})`,
  ...surfaceRules({ radius: 'md', clip: true }),
  boxShadow: vars.shadow.md,
  '@media': { [media.phone]: { width: phoneArt } },
});

/**
 * How wide `art` is drawn, for the cover's `<img sizes>`: 1.6rem on phones, 4rem less two
 * space.xl (3.52rem) elsewhere. A rem is 62.5 px below 1200 px and 100vw / 19.2 from there
 * (tokens.ts), so a phone fetches the 320 px cover instead of the 640 px one.
 */
export const artSizes = `${narrowerThan.tablet} 100px, ${narrowerThan.desktop} 220px, 18.4vw`;

export const copy = style({
  ...stackRules({ gap: 'sm', align: 'start' }),
  maxWidth: '6rem',
  '@media': { [media.phone]: { maxWidth: 'none' } },
});

export const eyebrow = style({
  ...textRules({ size: 'sm', weight: 'semibold' }),
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
});

export const title = style(textRules({ size: 'xxl', weight: 'bold', leading: 'tight' }));

export const subtitle = style(textRules({ size: 'lg' }));

// The call to action is a link drawn as the primary button.
export const cta = style([button(), { border: 0, gap: vars.space.xs, marginTop: vars.space.sm }]);

/** Loading and error: the slide's height plus the bullets' strip under it. */
export const placeholder = style({
  display: 'block',
  height: `calc(${slideHeight} + ${paginationStrip.desktop})`,
  ...surfaceRules({ tone: 'alt', radius: 'lg' }),
  '@media': {
    [media.touch]: { height: `calc(${slideHeight} + ${paginationStrip.touch})` },
    [media.phone]: { height: `calc(${phoneSlideHeight} + ${paginationStrip.touch})` },
  },
});

/** The no-banner fallback keeps the carousel's footprint (slide plus bullets' strip). */
export const fallback = style({
  paddingBottom: paginationStrip.desktop,
  '@media': { [media.touch]: { paddingBottom: paginationStrip.touch } },
});

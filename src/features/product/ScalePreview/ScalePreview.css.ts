import { createVar, style } from '@vanilla-extract/css';
import { surface } from '../../../ui/styles/surface.css';
import { vars } from '../../../ui/theme/contract.css';
import { touchTarget } from '../../../ui/theme/tokens';
import { drawingProblem } from '../product.css';
import * as slider from '../../../ui/RangeSlider/RangeSlider.css';

/** The product scene's aspect ratio ('100 / 120'), set per product: the frame has its height before anything is drawn. */
export const sceneAspect = createVar();

/**
 * The tallest a scene is drawn: a tall scene (the wallpaper beside a person) narrows
 * rather than reaching below the window, and a desktop does not get a metre-high dress.
 */
const tallestScene = 'min(75vh, 8rem)';

/** The scene's box: as wide as the column allows (no taller than `tallestScene`), its height from the scene. */
export const frame = style([
  surface({ tone: 'alt', radius: 'md', clip: true }),
  { position: 'relative', width: `min(100%, calc(${tallestScene} * ${sceneAspect}))`, aspectRatio: sceneAspect, marginInline: 'auto' },
]);

/** Laid over the frame, so its drawing buffer (device pixels) never sizes the frame. */
export const canvas = style({ position: 'absolute', inset: 0, display: 'block', width: '100%', height: '100%' });

export const problem = style([drawingProblem, { position: 'absolute', inset: 0 }]);

/** Label, value and reset on one line; its height is kept when the reset button comes and goes. */
export const printWidthHeader = style({ gap: `${vars.space.xs} ${vars.space.md}`, minHeight: vars.controlHeight.sm });

export const printWidthValue = style({ marginInlineEnd: 'auto' });

/** Half a finger's width on each side, so the thumb's touch area (below) never pokes out of the page at either end. */
export const sliderArea = style({ paddingInline: `calc((${touchTarget}px - 1.25em) / 2)`, fontSize: vars.fontSize.md });

/** The store's slider look (RangeSlider), a finger tall so a touch anywhere along it moves it. */
export const sliderRoot = style([slider.root, { height: touchTarget }]);

/** The thumb is drawn small; its touch area is a 44 px square round it (WCAG 2.5.5). */
export const sliderThumb = style([
  slider.thumb,
  {
    position: 'relative',
    selectors: { '&::before': { content: '""', position: 'absolute', inset: `calc((100% - ${touchTarget}px) / 2)` } },
  },
]);

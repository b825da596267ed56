import { style } from '@vanilla-extract/css';
import { surface } from '../../ui/styles/surface.css';
import { text } from '../../ui/styles/text.css';
import { vars } from '../../ui/theme/contract.css';

/** A legend over a group of choices, in a section's small heading (`<Text size="sm" weight="semibold" tone="text">`). */
export const legend = style({ marginBottom: vars.space.xs, padding: 0 });

/** A column (a Grid or Stack) free to shrink in its parent: the recolouring tools, the true-scale preview, the colours. */
export const shrinks = style({ minWidth: 0 });

/** A link that searches the store for a colour or a word: a pill, tinted on hover. */
export const searchPill = style([
  surface({ border: true, radius: 'pill' }),
  text({ size: 'sm', tone: 'text' }),
  {
    textDecoration: 'none',
    transition: `border-color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
    selectors: { '&:hover': { borderColor: vars.color.primary, background: vars.color.primarySoft } },
  },
]);

/** Why a picture could not be drawn (in a small, muted, centred Text), in the middle of the frame the picture would fill. */
export const drawingProblem = style({ display: 'grid', placeItems: 'center', padding: vars.space.lg });

import { style } from '@vanilla-extract/css';
import { surface } from '../../ui/styles/surface.css';
import { text } from '../../ui/styles/text.css';
import { vars } from '../../ui/theme/contract.css';

/** A section's small heading: the colours' and word lists' titles, a seasonal palette's name. */
export const smallHeading = text({ size: 'sm', weight: 'semibold', tone: 'text' });
export const legend = style([smallHeading, { marginBottom: vars.space.xs, padding: 0 }]);

/** A panel's parts one under the other (the recolouring tools, the true-scale preview), free to shrink in their parent. */
export const column = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const tightColumn = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

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

/** A picture that could not be drawn: why, in the middle of the frame the picture would fill. */
export const drawingProblem = style([
  text({ size: 'sm', tone: 'muted', align: 'center' }),
  { display: 'grid', placeItems: 'center', padding: vars.space.lg },
]);

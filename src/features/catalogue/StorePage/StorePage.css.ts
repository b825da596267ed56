import { style } from '@vanilla-extract/css';
import { surface } from '../../../ui/styles/surface.css';
import { vars } from '../../../ui/theme/contract.css';
import { media } from '../../../ui/theme/tokens';

/** The side panel's place: beside the results on the desktop; below it the filters sheet takes over. */
export const sidePanel = style({
  // No box of its own, so the panel stays a sticky item of the page's row.
  display: 'contents',
  '@media': { [media.compact]: { display: 'none' } },
});

/** The "Filters" button that opens the sheet: only where the side panel is not shown. */
export const filtersToggle = style({ display: 'none', '@media': { [media.compact]: { display: 'contents' } } });

// Scrolled to on a page change: leave a little air above the heading.
export const results = style({ flex: '1 1 0', minWidth: 0, scrollMarginTop: vars.space.md });

export const titleBlock = style({
  flex: '1 1 auto',
  minWidth: 0,
  // On a phone the title has the row to itself and the controls share the next one.
  '@media': { [media.phone]: { flexBasis: '100%' } },
});

export const count = style({ marginTop: vars.space.xs });

export const sort = style({
  width: 'auto',
  minWidth: `calc(${vars.space.xxxl} * 4)`,
  // Where the row is too narrow for all three controls, the sort fills the row it wraps onto.
  '@media': { [media.phone]: { flex: '1 1 auto' } },
});

/** Similar designs found among those measured so far: how far along the shop is, above them. */
export const measuringNote = style([
  surface({ tone: 'alt', radius: 'md' }),
  { padding: vars.space.md, borderInlineStart: `3px solid ${vars.color.primary}` },
]);

export const loading = style({ padding: vars.space.xxxl });

export const pagination = style({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space.lg });

import { space } from '../../../ui/theme/tokens';

/** The expanded side panel is this many of the largest spaces wide: room for a word, its count and the search box. */
export const FILTER_PANEL_SPACES = 8;

/** The same width in rem, for layout maths outside CSS (the store grid's inset beside the panel). */
export const filterPanelWidthRem = FILTER_PANEL_SPACES * parseFloat(space.xxxl);

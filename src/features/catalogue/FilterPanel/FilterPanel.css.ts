import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../ui/theme/contract.css';
import { media, touchTarget } from '../../../ui/theme/tokens';

export const panel = recipe({
  base: {
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    color: vars.color.text,
    // Beside a long grid the panel stays in view and scrolls on its own.
    position: 'sticky',
    top: 0,
    alignSelf: 'flex-start',
    maxHeight: '100vh',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    // Room for the focus rings of the controls at the panel's edges.
    padding: vars.space.xs,
  },
  variants: {
    expanded: {
      // Eight of the largest spaces: wide enough for a word, its count and the search box.
      true: { width: `calc(${vars.space.xxxl} * 8)` },
      false: { width: 'auto' },
    },
  },
});

/** Inside a sheet: the sheet scrolls and sizes it; only the panel's column remains. */
export const sheet = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  color: vars.color.text,
  // Room for the focus rings of the controls at the sheet's edges.
  padding: vars.space.xs,
});

export const head = style({ minHeight: vars.controlHeight.md });

export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const showButton = style({ gap: vars.space.xs });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const chips = style({ margin: 0, padding: 0, listStyle: 'none', maxWidth: '100%' });

export const treeStatus = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const group = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.md });

export const groupTitle = style({
  padding: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const summary = style([
  groupTitle,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    cursor: 'pointer',
    listStyle: 'none',
    selectors: { '&::-webkit-details-marker': { display: 'none' } },
  },
]);

export const selectedCount = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.primary,
});

export const summaryIcon = style({
  marginInlineStart: 'auto',
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${group}[open] &`]: { transform: 'rotate(180deg)' } },
});

export const fieldset = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  marginTop: vars.space.md,
  padding: 0,
  listStyle: 'none',
});

export const price = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.md });

export const licence = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.md });

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
});

export const radioInput = style({
  width: '1.2em',
  height: '1.2em',
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
});

export { visuallyHidden } from '../../../ui/styles/visuallyHidden.css';

export const colourPicker = style({ marginTop: vars.space.md });

// Where a finger points, each option is a row of a finger's height: the whole row of a
// word (its label reaches to the count) and of a licence takes the tap, as do the group
// titles. The desktop's rows above stay as the spec's scaled layout has them.
const fingerRow = { minHeight: `${touchTarget}px` } as const;
globalStyle(`${options} > li > span`, { '@media': { [media.touch]: { ...fingerRow, display: 'flex', width: '100%' } } });
globalStyle(`${options} > li > span > label`, {
  '@media': { [media.touch]: { flex: '1 1 auto', alignSelf: 'stretch', display: 'flex', alignItems: 'center' } },
});
globalStyle(`${radio}`, { '@media': { [media.touch]: { ...fingerRow, display: 'flex', width: '100%' } } });
globalStyle(`${summary}`, { '@media': { [media.touch]: fingerRow } });

import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inline, stack } from '../../../ui/styles/layout.css';
import { turnsWhenOpen } from '../../../ui/styles/disclosure.css';
import { text } from '../../../ui/styles/text.css';
import { vars } from '../../../ui/theme/contract.css';
import { media, touchTarget } from '../../../ui/theme/tokens';
import { FILTER_PANEL_SPACES } from './filterPanelWidth';

/**
 * The filters' column. Its padding is room for the focus rings of the controls at its
 * edges. Inside a sheet (`sheet`) the sheet scrolls and sizes it; only the column remains.
 */
export const sheet = style([stack({ gap: 'lg' }), text({ tone: 'text' }), { padding: vars.space.xs }]);

export const panel = recipe({
  base: [
    sheet,
    {
      flexShrink: 0,
      // Beside a long grid the panel stays in view and scrolls on its own.
      position: 'sticky',
      top: 0,
      alignSelf: 'flex-start',
      maxHeight: '100vh',
      overflowY: 'auto',
      overscrollBehavior: 'contain',
    },
  ],
  variants: {
    expanded: {
      true: { width: `calc(${vars.space.xxxl} * ${FILTER_PANEL_SPACES})` },
    },
  },
});

export const head = style({ minHeight: vars.controlHeight.md });

export const showButton = style({ gap: vars.space.xs });

export const body = style([stack({ gap: 'lg' }), { selectors: { '&[hidden]': { display: 'none' } } }]);

export const chips = style({ maxWidth: '100%' });

export const treeStatus = style([stack({ gap: 'sm', align: 'start' }), text({ size: 'sm' })]);

/** A filter below the first: a word group, the price, the licence. */
export const group = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.md });

export const groupTitle = style([text({ size: 'md', weight: 'semibold', tone: 'text' }), { padding: 0 }]);

export const summary = style([
  groupTitle,
  inline({ gap: 'sm', align: 'center' }),
  { cursor: 'pointer', listStyle: 'none', selectors: { '&::-webkit-details-marker': { display: 'none' } } },
]);

export const summaryIcon = style([turnsWhenOpen, { marginInlineStart: 'auto', color: vars.color.textMuted }]);

export const options = style([stack({ gap: 'sm', list: true }), { marginTop: vars.space.md }]);

export const radio = style([
  inline({ gap: 'sm', align: 'center' }),
  text({ size: 'md', leading: 'tight' }),
  { display: 'inline-flex', cursor: 'pointer' },
]);

export const radioInput = style({ width: '1.2em', height: '1.2em', margin: 0, accentColor: vars.color.primary, cursor: 'pointer' });

export const colourPicker = style({ marginTop: vars.space.md });

// Where a finger points, each option is a row of a finger's height: the whole row of a
// word (its label reaches to the count) and of a licence takes the tap, as do the group
// titles. The desktop's rows above stay as the spec's scaled layout has them.
const fingerRow = { minHeight: `${touchTarget}px` } as const;
globalStyle(`${options} > li > span, ${radio}`, { '@media': { [media.touch]: { ...fingerRow, display: 'flex', width: '100%' } } });
globalStyle(`${options} > li > span > label`, {
  '@media': { [media.touch]: { flex: '1 1 auto', alignSelf: 'stretch', display: 'flex', alignItems: 'center' } },
});
globalStyle(`${summary}`, { '@media': { [media.touch]: fingerRow } });

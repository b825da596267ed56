import { style } from '@vanilla-extract/css';
import { text } from '../../../ui/styles/text.css';
import { touchTarget } from '../../../ui/styles/touchTarget.css';
import { inline } from '../../../ui/styles/layout.css';
import { vars } from '../../../ui/theme/contract.css';
import { textLinks } from '../ContentPage/ContentPage.css';

export const list = style({ borderTop: `1px solid ${vars.color.border}` });

export const item = style({ borderBottom: `1px solid ${vars.color.border}`, scrollMarginTop: vars.space.xl });

export const toggle = style([
  inline({ gap: 'md', align: 'center', justify: 'between' }),
  touchTarget,
  {
    width: '100%',
    padding: `${vars.space.md} 0`,
    border: 0,
    background: 'none',
    textAlign: 'left',
    selectors: { '&:hover': { color: vars.color.primary } },
  },
]);

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });

export const answer = style([
  textLinks,
  text({ tone: 'muted' }),
  { paddingBottom: vars.space.lg, selectors: { '&[hidden]': { display: 'none' } } },
]);

import { style } from '@vanilla-extract/css';
import { inline } from '../../../ui/Inline/Inline.css';
import { text } from '../../../ui/styles/text.css';
import { vars } from '../../../ui/theme/contract.css';

export const legend = style([text({ size: 'md', weight: 'semibold' }), { padding: 0, marginBottom: vars.space.sm }]);

export const brands = style([inline({ gap: 'sm', align: 'center' }), text({ size: 'sm', tone: 'muted' })]);

export const brandsLabel = style({ marginInlineEnd: vars.space.xs });

export const brandList = style([inline({ gap: 'xs', list: true })]);

/** Once a number tells its brand, the other brands step back. */
export const brandItem = style({
  display: 'flex',
  transition: `opacity ${vars.duration.fast}`,
  selectors: {
    [`${brandList}:has([data-detected]) &:not([data-detected])`]: { opacity: 0.35 },
  },
});

/** Expiry and security code side by side. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  alignItems: 'start',
});

export const fieldError = text({ size: 'sm', leading: 'normal', tone: 'danger' });

export const note = text({ size: 'sm', leading: 'normal', tone: 'muted' });

import { style } from '@vanilla-extract/css';
import { discRules } from '../../../ui/styles/discRules';
import { stackRules, surfaceRules, textRules } from '../../../ui/styles/rules';
import { text } from '../../../ui/styles/text.css';
import { vars } from '../../../ui/theme/contract.css';
import { media } from '../../../ui/theme/tokens';

export const footer = style({
  ...stackRules({ gap: 'xl' }),
  ...surfaceRules({ tone: 'alt' }),
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xl,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.phone]: { paddingInline: vars.space.lg, paddingBlock: vars.space.xl } },
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) repeat(3, minmax(0, 1fr))',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': {
    // Tablets: the brand and newsletter on a row of their own, the three link lists under it.
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    // Phones: the link lists two by two.
    [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xl },
  },
});

export const brand = style({ minWidth: 0, '@media': { [media.compact]: { gridColumn: '1 / -1' } } });

export const heading = style([
  text({ size: 'sm', weight: 'semibold', tone: 'muted' }),
  { letterSpacing: '0.06em', textTransform: 'uppercase' },
]);

export const list = style({
  ...stackRules({ gap: 'sm', list: true }),
  // Each link is a finger's height on touch screens, so the list needs no gap of its own.
  '@media': { [media.touch]: { gap: 0 } },
});

export const link = style({
  ...surfaceRules({ radius: 'sm' }),
  ...textRules({ size: 'md' }),
  textDecoration: 'none',
  '@media': { [media.touch]: { display: 'flex', alignItems: 'center', minHeight: vars.controlHeight.md } },
  selectors: { '&:hover': { color: vars.color.primary, textDecoration: 'underline' } },
});

export const socialLink = style({
  ...surfaceRules({ tone: 'surface', border: true }),
  ...discRules(vars.controlHeight.md),
  selectors: { '&:hover': { color: vars.color.onPrimary, background: vars.color.primary, borderColor: vars.color.primary } },
});

export const copyright = style([
  text({ size: 'sm', tone: 'muted' }),
  { paddingTop: vars.space.lg, borderTop: `1px solid ${vars.color.border}` },
]);

import { style } from '@vanilla-extract/css';
import { inlineRules, surfaceRules, textRules } from '../../../ui/styles/rules';
import { vars } from '../../../ui/theme/contract.css';

export const root = style({ position: 'relative' });

export const trigger = style({
  ...inlineRules({ gap: 'xs', align: 'center' }),
  minHeight: vars.controlHeight.md,
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  ...textRules({ size: 'md', weight: 'semibold', tone: 'text' }),
  whiteSpace: 'nowrap',
  selectors: { '&:hover, &[aria-expanded="true"]': { background: vars.color.surfaceSunken } },
});

export const panel = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xs})`,
  left: 0,
  zIndex: vars.zIndex.floating,
  minWidth: `calc(${vars.space.xxxl} * 5)`,
  padding: vars.space.md,
  ...surfaceRules({ tone: 'surface', border: true, radius: 'md' }),
  boxShadow: vars.shadow.md,
});

export const note = style({
  paddingBlock: vars.space.sm,
  ...textRules({ size: 'sm', tone: 'muted' }),
});

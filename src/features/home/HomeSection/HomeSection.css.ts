import { style } from '@vanilla-extract/css';
import { inlineRules, stackRules, surfaceRules, textRules } from '../../../ui/styles/rules';
import { vars } from '../../../ui/theme/contract.css';

export const section = style({
  position: 'relative',
  paddingBlock: vars.space.xxxl,
});

export const header = style({
  ...stackRules({ gap: 'xs', align: 'center' }),
  marginBottom: vars.space.xl,
  textAlign: 'center',
});

export const title = style(textRules({ size: 'xxl', weight: 'semibold', leading: 'tight', tone: 'text' }));

// The spec writes this heading in capitals ('USED & TRUSTED BY'): a quieter, spaced eyebrow.
export const eyebrowTitle = style({
  ...textRules({ size: 'sm', weight: 'semibold', tone: 'muted' }),
  letterSpacing: '0.12em',
});

export const description = style({
  maxWidth: '7rem',
  ...textRules({ size: 'md', tone: 'muted' }),
});

/** Holds a loading or error state in the space the content will take. */
export const stateLayer = style({
  position: 'absolute',
  inset: 0,
  ...inlineRules({ align: 'center', justify: 'center' }),
  color: vars.color.textMuted,
});

export const stateHost = style({ position: 'relative' });

export const errorLine = style({
  ...inlineRules({ gap: 'sm', align: 'center', justify: 'center', wrap: true }),
  padding: vars.space.md,
  ...surfaceRules({ tone: 'surface', radius: 'md' }),
  ...textRules({ size: 'md', tone: 'muted' }),
  textAlign: 'center',
});

export const errorIcon = style({ color: vars.color.danger, flexShrink: 0 });

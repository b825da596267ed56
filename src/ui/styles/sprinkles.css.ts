import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../theme/contract.css';

/** Layout shorthands used across components (`sprinkles({ display: 'flex', gap: 'md' })`). */
const layout = defineProperties({
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    flexWrap: ['nowrap', 'wrap'],
    gap: vars.space,
    padding: vars.space,
    paddingInline: vars.space,
    paddingBlock: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
  },
});

const typography = defineProperties({
  properties: {
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      primary: vars.color.primary,
      accent: vars.color.accent,
      danger: vars.color.danger,
      success: vars.color.success,
    },
    textAlign: ['left', 'center', 'right'],
  },
});

export const sprinkles = createSprinkles(layout, typography);
export type Sprinkles = Parameters<typeof sprinkles>[0];

import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const brands = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const brandsLabel = style({ marginInlineEnd: vars.space.xs });

export const brandList = style({
  display: 'flex',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

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

export const fieldError = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.danger,
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

/** The server's message under Pay (a declined card). */
export { formErrorLine as errorLine } from '../../../ui/styles/formErrorLine.css';

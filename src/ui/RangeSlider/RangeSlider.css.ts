import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// The slider is a form control: it shares the field and label look of TextField.
export { field, label } from '../TextField/TextField.css';

/** In em so the thumb (and so the slider's height) follows the text size. */
const thumbSize = '1.25em';

export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  height: thumbSize,
  fontSize: vars.fontSize.md,
  // The slider handles drags itself: no scrolling or text selection under the finger.
  touchAction: 'none',
  userSelect: 'none',
  selectors: { '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' } },
});

export const track = style({
  position: 'relative',
  flexGrow: 1,
  height: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  overflow: 'hidden',
});

export const range = style({
  position: 'absolute',
  height: '100%',
  background: vars.color.primary,
});

export const thumb = style({
  display: 'block',
  width: thumbSize,
  height: thumbSize,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  cursor: 'grab',
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    '&:hover:not([data-disabled])': { background: vars.color.primarySoft },
    '&:active:not([data-disabled])': { cursor: 'grabbing' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const values = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

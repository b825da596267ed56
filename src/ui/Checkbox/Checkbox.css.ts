import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media, touchTarget } from '../theme/tokens';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

/** Sized in em so the box follows the label's text size. */
export const box = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '1.2em',
  height: '1.2em',
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onPrimary,
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.primary },
    '&[data-state="checked"]': { background: vars.color.primary, borderColor: vars.color.primary },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

/** A standalone box's hit area on touch screens: the 44 px target around it, drawn nowhere. */
export const standaloneBox = style({
  '@media': {
    [media.touch]: {
      position: 'relative',
      selectors: {
        '&::before': {
          content: '""',
          position: 'absolute',
          top: '50%',
          left: '50%',
          width: `${touchTarget}px`,
          height: `${touchTarget}px`,
          transform: 'translate(-50%, -50%)',
          // Above a neighbouring cover, which a finger's edge may also touch.
          zIndex: 1,
        },
      },
    },
  },
});

export const indicator = style({ display: 'grid', placeItems: 'center' });

export const label = style({
  cursor: 'pointer',
  selectors: {
    // Muted, not faded: the text of a disabled option must still be readable.
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const count = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

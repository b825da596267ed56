import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import {
  controlHeight,
  duration,
  fontFamily,
  fontSize,
  fontWeight,
  lightColors,
  lineHeight,
  media,
  radius,
  shadow,
  space,
  touchTarget,
  zIndex,
} from './tokens';

/** The light theme: a class that fills the contract; put it on <html>. */
export const lightTheme = createTheme(vars, {
  color: lightColors,
  font: fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  space,
  radius,
  shadow,
  zIndex,
  controlHeight,
  duration,
});

// Where a finger points (a coarse pointer, or any window below the 1200 px desktop),
// every control is at least WCAG 2.5.5's 44×44 px target. The desktop sizes above stay
// as the spec's scaled layout has them.
globalStyle(lightTheme, {
  '@media': {
    [media.touch]: {
      vars: assignVars(vars.controlHeight, {
        sm: `${touchTarget}px`,
        md: `${touchTarget}px`,
        lg: `max(${touchTarget}px, ${controlHeight.lg})`,
      }),
    },
  },
});

import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import {
  controlHeight,
  duration,
  fontFamily,
  fontSize,
  fontWeight,
  lightColors,
  lineHeight,
  radius,
  shadow,
  space,
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

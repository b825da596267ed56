export { vars } from './contract.css';
export { lightTheme } from './lightTheme.css';
export * as tokens from './tokens';

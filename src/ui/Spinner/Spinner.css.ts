import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: '50%',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
  },
  variants: {
    size: {
      sm: { width: '1em', height: '1em', borderWidth: '2px' },
      md: { width: 'max(20px, 0.24rem)', height: 'max(20px, 0.24rem)', borderWidth: '2px' },
      lg: { width: 'max(32px, 0.4rem)', height: 'max(32px, 0.4rem)', borderWidth: '3px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const muted = style({ color: vars.color.textMuted });

export { visuallyHidden } from '../styles/visuallyHidden.css';

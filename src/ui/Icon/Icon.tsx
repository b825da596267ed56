import clsx from 'clsx';
import { icons, type IconName } from './icons';
import * as styles from './Icon.css';

export interface IconProps {
  /** Which icon to draw. */
  name: IconName;
  /**
   * Accessible name. Leave it out when the icon sits next to text or inside a
   * labelled button: the icon is then hidden from assistive technology.
   */
  label?: string;
  /** Size as a CSS length; defaults to 1.25em (follows the surrounding text). */
  size?: string;
  className?: string;
}

/** A stroke icon from the project's set; inherits the text colour. */
export function Icon({ name, label, size, className }: IconProps) {
  return (
    <svg
      className={clsx(styles.icon, className)}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      style={size ? { width: size, height: size } : undefined}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={icons[name]} />
    </svg>
  );
}

import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import clsx from 'clsx';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** `primary` for the main action, `secondary` beside it, `text` for links in copy, `icon` for an icon alone. */
  variant?: 'primary' | 'secondary' | 'text' | 'icon';
  size?: 'sm' | 'md' | 'lg';
  /** Stretches to its container's width. */
  fullWidth?: boolean;
  /**
   * Shows a spinner and ignores clicks until the work is done (the spec's submit
   * lock). The button stays focusable and announces itself as busy.
   */
  loading?: boolean;
  /** Required for `variant="icon"`: the accessible name of a button with no text. */
  'aria-label'?: string;
  children?: ReactNode;
  /** Reaches the button, e.g. to give it focus back after an inline form closes. */
  ref?: Ref<HTMLButtonElement>;
}

/** The project's button. Type defaults to `button`, so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  disabled,
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      className={clsx(styles.button({ variant, size, fullWidth }), className)}
      onClick={handleClick}
    >
      {loading ? (
        <>
          <span className={styles.hiddenLabel}>{children}</span>
          <span className={styles.spinnerSlot}>
            <Spinner size="sm" decorative />
          </span>
        </>
      ) : (
        children
      )}
    </button>
  );
}

import clsx from 'clsx';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** `sm` follows the text size (inside buttons); `md` and `lg` stand alone. */
  size?: 'sm' | 'md' | 'lg';
  /** What is loading, read by screen readers. */
  label?: string;
  /** Inside another live region (a busy button), the spinner stays silent. */
  decorative?: boolean;
  className?: string;
}

/** A rotating ring that says something is loading. */
export function Spinner({ size = 'md', label = 'Loading', decorative = false, className }: SpinnerProps) {
  if (decorative) return <span className={clsx(styles.spinner({ size }), className)} aria-hidden="true" />;
  return (
    <span role="status" className={className}>
      <span className={styles.spinner({ size })} aria-hidden="true" />
      <span className={styles.visuallyHidden}>{label}</span>
    </span>
  );
}

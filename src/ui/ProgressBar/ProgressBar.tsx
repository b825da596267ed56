import clsx from 'clsx';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clampPercent } from './progress';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  /** Percent done. Values outside 0–100 are clamped and decimals rounded. */
  value: number;
  /** What is progressing, for screen readers (e.g. "Download progress"). */
  label: string;
  /** Shows the percentage as text beside the bar. */
  showValue?: boolean;
  className?: string;
}

/** A determinate progress bar (downloads, uploads), announced as a percentage. */
export function ProgressBar({ value, label, showValue = false, className }: ProgressBarProps) {
  const percent = clampPercent(value);
  return (
    <div className={clsx(styles.root, className)}>
      <div role="progressbar" aria-label={label} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} className={styles.track}>
        <div className={styles.bar} style={assignInlineVars({ [styles.fill]: `${percent}%` })} />
      </div>
      {/* The progressbar already announces the value; this text is for the eyes. */}
      {showValue ? (
        <span className={styles.value} aria-hidden="true">
          {percent}%
        </span>
      ) : null}
    </div>
  );
}

import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as styles from './BannerSwatch.css';

export interface BannerSwatchProps {
  /** The banner's first and second background colour ('#rrggbb'). */
  from: string;
  to: string;
}

/** The banner's background gradient as a small swatch, named by its two colours. */
export function BannerSwatch({ from, to }: BannerSwatchProps) {
  return (
    <span
      role="img"
      aria-label={`Colours ${from} to ${to}`}
      className={styles.swatch}
      style={assignInlineVars({ [styles.from]: from, [styles.to]: to })}
    />
  );
}

import clsx from 'clsx';
import { cardBrandNames, type CardBrand } from '../checkout';
import * as styles from './CardBrandIcon.css';

export interface CardBrandIconProps {
  brand: CardBrand;
  /** Accessible name; defaults to the brand's name. Pass `''` when text beside it already names the brand. */
  label?: string;
  className?: string;
}

/**
 * A small inline mark of a card brand (Visa, Mastercard, American Express), drawn here
 * in the theme's colours: two overlapping circles for Mastercard, wordmarks on a plate
 * for the others.
 */
export function CardBrandIcon({ brand, label = cardBrandNames[brand], className }: CardBrandIconProps) {
  const decorative = label === '';
  return (
    <svg
      className={clsx(styles.icon, className)}
      viewBox="0 0 38 24"
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative ? true : undefined}
      focusable="false"
    >
      <rect x="0.5" y="0.5" width="37" height="23" rx="3" className={brand === 'amex' ? styles.darkPlate : styles.plate} />
      {brand === 'visa' ? (
        <text x="19" y="15.5" textAnchor="middle" className={clsx(styles.wordmark, styles.visaText)}>
          VISA
        </text>
      ) : brand === 'mastercard' ? (
        <>
          <circle cx="15" cy="12" r="7" className={styles.circleLeft} />
          <circle cx="23" cy="12" r="7" className={styles.circleRight} />
        </>
      ) : (
        <text x="19" y="15" textAnchor="middle" className={clsx(styles.wordmark, styles.amexText)}>
          AMEX
        </text>
      )}
    </svg>
  );
}

import type { HTMLAttributes, ReactNode } from 'react';
import clsx from 'clsx';
import * as styles from './Badge.css';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Meaning of the label: `neutral` for plain facts, `accent` for the spec's
   * "Exclusive" designs, `info`, `success` and `danger` for states.
   */
  tone?: 'neutral' | 'accent' | 'info' | 'success' | 'danger';
  /** `soft` (tinted background) sits quietly in lists; `solid` stands out on top of images. */
  variant?: 'soft' | 'solid';
  /** The short label ("Exclusive", "New", "Sold out"). */
  children: ReactNode;
}

/** A small, non-interactive label that marks an item (e.g. an exclusive design). */
export function Badge({ tone = 'neutral', variant = 'soft', className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={clsx(styles.badge({ tone, variant }), className)}>
      {children}
    </span>
  );
}

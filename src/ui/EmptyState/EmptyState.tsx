import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** One line that says what is empty ("Your cart is empty"). */
  title: string;
  /** What the person can do about it. */
  description?: ReactNode;
  /** Illustration icon; defaults to an image frame. */
  icon?: IconName;
  /** An action that fills the emptiness ("Browse designs"). */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline (1 when it is the page's only title). */
  headingLevel?: 1 | 2 | 3 | 4;
}

/** Shown where a list has nothing in it: a search with no results, an empty cart or folder. */
export function EmptyState({ title, description, icon = 'image', action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.root} aria-label={title}>
      <Icon name={icon} size="max(48px, 0.64rem)" className={styles.art} />
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action}
    </section>
  );
}

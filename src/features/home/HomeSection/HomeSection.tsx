import { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import { Button } from '../../../ui/Button/Button';
import { Icon } from '../../../ui/Icon/Icon';
import { Spinner } from '../../../ui/Spinner/Spinner';
import * as styles from './HomeSection.css';

export interface HomeSectionProps {
  /** The section's heading (an h2), also its accessible name. */
  title: string;
  /** `eyebrow` draws the heading small and spaced, for the quiet 'USED & TRUSTED BY' row. */
  titleStyle?: 'heading' | 'eyebrow';
  /** A line under the heading. */
  description?: ReactNode;
  /** Marks the section busy while its data loads. */
  busy?: boolean;
  children: ReactNode;
  className?: string;
}

/** One section of the home page: a region named by its h2 heading. */
export function HomeSection({ title, titleStyle = 'heading', description, busy, children, className }: HomeSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={busy || undefined} className={clsx(styles.section, className)}>
      <header className={styles.header}>
        <h2 id={headingId} className={titleStyle === 'eyebrow' ? styles.eyebrowTitle : styles.title}>
          {title}
        </h2>
        {description ? <p className={styles.description}>{description}</p> : null}
      </header>
      {children}
    </section>
  );
}

export interface SectionStateProps {
  /**
   * The placeholder that takes the content's place (same size), so the page does not
   * move when the data arrives.
   */
  placeholder: ReactNode;
  /** Loading: a spinner named `loadingLabel` over the placeholder. */
  loadingLabel?: string;
  /** Failed: this message over the placeholder, with a retry button. */
  error?: { message: string; onRetry: () => void };
}

/** A loading or error state drawn over a placeholder of the content's size. */
export function SectionState({ placeholder, loadingLabel, error }: SectionStateProps) {
  return (
    <div className={styles.stateHost}>
      {placeholder}
      <div className={styles.stateLayer}>
        {error ? (
          <p className={styles.errorLine}>
            <Icon name="alert" className={styles.errorIcon} />
            <span>{error.message}</span>
            <Button variant="text" size="sm" onClick={error.onRetry}>
              Try again
            </Button>
          </p>
        ) : (
          <Spinner size="lg" label={loadingLabel} />
        )}
      </div>
    </div>
  );
}

/** The error's own words after ours: the server's `desc`, or the network failure. */
export const failureMessage = (what: string, error: unknown) => {
  const detail = error instanceof Error && error.message ? ` ${error.message}` : '';
  return `${what} could not be loaded.${detail}`;
};

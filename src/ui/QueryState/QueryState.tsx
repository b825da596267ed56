import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Button, type ButtonProps } from '../Button/Button';
import { EmptyState, type EmptyStateProps } from '../EmptyState/EmptyState';
import { Spinner, type SpinnerProps } from '../Spinner/Spinner';
import * as styles from './QueryState.css';

export interface QueryStateProps<T> {
  /** What has been loaded; `undefined` while it is loading. */
  data: T | undefined;
  /**
   * The failure's message once loading failed (`null` or left out otherwise). It wins
   * over `data`: a caller that keeps showing what it has after a failed refetch passes
   * no error while it has data.
   */
  error?: string | null;
  /** The failure's heading ("Your cart could not be loaded"). */
  errorTitle: string;
  /** What Try again does; without it the failure offers no button. */
  onRetry?: () => void;
  /** Try again's look: `primary` where it is the only action around, `secondary` on a shop page. */
  retryVariant?: ButtonProps['variant'];
  /** Read by screen readers while loading ("Loading your cart"). */
  loadingLabel: string;
  /** `lg` for a page's main content, `md` inside a panel or a dialog. */
  spinnerSize?: SpinnerProps['size'];
  /** The spinner's frame (its padding or height), so the page does not jump when the data arrives. */
  loadingClassName?: string;
  /** The heading level of the failure's and the empty state's title, to fit the page outline. */
  headingLevel?: EmptyStateProps['headingLevel'];
  /** Whether the loaded data has nothing to show; `empty` is shown instead of `children` then. */
  isEmpty?: (data: T) => boolean;
  /** What the empty state says (its heading level is `headingLevel`). */
  empty?: Omit<EmptyStateProps, 'headingLevel'>;
  /** The loaded data, drawn; a function, so it is only called once there is data. */
  children?: (data: T) => ReactNode;
}

/**
 * The three states every loaded list or page goes through before its content: a spinner
 * while loading, the failure (an alert, its message and Try again) and the empty state,
 * and then the caller's content. It takes plain values, not a query, so any request can
 * use it (`data={query.data}`, `error={query.isError ? message : null}`).
 */
export function QueryState<T>({
  data,
  error,
  errorTitle,
  onRetry,
  retryVariant = 'primary',
  loadingLabel,
  spinnerSize = 'md',
  loadingClassName,
  headingLevel = 2,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  if (error != null) {
    return (
      <EmptyState
        headingLevel={headingLevel}
        icon="alert"
        title={errorTitle}
        description={error}
        action={
          onRetry ? (
            <Button variant={retryVariant} onClick={onRetry}>
              Try again
            </Button>
          ) : undefined
        }
      />
    );
  }
  if (data === undefined) {
    return (
      <div className={clsx(styles.loading, loadingClassName)}>
        <Spinner size={spinnerSize} label={loadingLabel} />
      </div>
    );
  }
  if (empty && isEmpty?.(data)) return <EmptyState headingLevel={headingLevel} {...empty} />;
  return <>{children?.(data)}</>;
}

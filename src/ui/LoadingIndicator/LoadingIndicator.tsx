import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useServerRendering } from '../serverRendering';
import { visuallyHidden } from '../styles/visuallyHidden.css';
import * as styles from './LoadingIndicator.css';

export interface LoadingIndicatorProps {
  /** Whether any request is in flight (the app passes `requestsInFlight > 0`). */
  active: boolean;
  /** How long, in ms, work must last before the bar shows, so quick requests do not flash it. */
  delay?: number;
  /** Announced to screen readers while the bar shows. */
  label?: string;
}

/**
 * The app-wide loading bar: a thin indeterminate bar across the top of the window while
 * requests take longer than `delay`, announced politely through a status region.
 */
export function LoadingIndicator({ active, delay = 200, label = 'Loading' }: LoadingIndicatorProps) {
  const visible = useDelayedFlag(active, delay);
  // Nothing to portal into on the server; the region mounts right after hydration.
  const serverRendering = useServerRendering();
  if (serverRendering) return null;
  return createPortal(
    <>
      {/* Always mounted: screen readers only announce changes to a live region they already know. */}
      <div role="status" className={visuallyHidden}>
        {visible ? label : ''}
      </div>
      {visible ? (
        <div className={styles.track} data-loading-bar="" aria-hidden="true">
          <div className={styles.runner} />
        </div>
      ) : null}
    </>,
    document.body,
  );
}

/** True once `on` has stayed true for `delay` ms; false as soon as `on` is false. */
function useDelayedFlag(on: boolean, delay: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  // Reset during render (not in an effect), so a new activation never starts out visible.
  if (!on && elapsed) setElapsed(false);
  useEffect(() => {
    if (!on) return;
    const timer = window.setTimeout(() => setElapsed(true), delay);
    return () => window.clearTimeout(timer);
  }, [on, delay]);
  return on && elapsed;
}

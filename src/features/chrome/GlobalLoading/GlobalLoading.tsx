import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { loadingCounter } from '../../../api/loading';
import { LoadingIndicator } from '../../../ui/LoadingIndicator/LoadingIndicator';
import { isSketchPath } from '../../../ui/styles/page';

export interface GlobalLoadingProps {
  /** How long, in ms, a request must last before the bar shows (quick requests do not flash it). */
  delay?: number;
}

const subscribe = (onChange: () => void) => loadingCounter.subscribe(onChange);
const inFlight = () => loadingCounter.count;

/**
 * The app-wide loading bar, shown while calls made with `{ loading: true }` are in
 * flight (the request helper's counter); never on the /sketch/* pages (spec §2).
 */
export function GlobalLoading({ delay }: GlobalLoadingProps) {
  const { pathname } = useLocation();
  const count = useSyncExternalStore(subscribe, inFlight, inFlight);
  if (isSketchPath(pathname)) return null;
  return <LoadingIndicator active={count > 0} delay={delay} />;
}

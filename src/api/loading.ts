/**
 * The loading indicator's counter: calls made with `{ loading: true }` count while in
 * flight; the app shows its global indicator while the count is above zero.
 */
type Listener = (count: number) => void;

let inFlight = 0;
const listeners = new Set<Listener>();

const notify = () => listeners.forEach((listener) => listener(inFlight));

export const loadingCounter = {
  get count() {
    return inFlight;
  },
  start() {
    inFlight += 1;
    notify();
  },
  stop() {
    inFlight = Math.max(0, inFlight - 1);
    notify();
  },
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

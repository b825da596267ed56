/**
 * Calls `callback` when the browser is idle, or after `timeoutMs` at the latest: a busy
 * main thread (a slow phone, a page that asks for a frame every few milliseconds) may
 * have no idle moment for seconds. Where the browser cannot say (Safari has no
 * requestIdleCallback), after a short wait. Returns what cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => callback(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, Math.min(timeoutMs, 50));
  return () => window.clearTimeout(handle);
}

import { useCallback, useEffect, useState } from 'react';

export interface UseCountdownOptions {
  /** Seconds left when controlled: the owner keeps the count (e.g. across a dialog closing and reopening). */
  remaining?: number;
  /** Seconds left at mount when uncontrolled. */
  initialRemaining?: number;
  /** Every tick and every start, with the new number of seconds left. */
  onRemainingChange?: (remaining: number) => void;
}

export interface Countdown {
  /** Seconds left; 0 when not counting. */
  remaining: number;
  /** Starts (or restarts) counting down from `seconds`. */
  start: (seconds: number) => void;
}

/**
 * Counts whole seconds down to 0, one tick per second. The pending tick is cancelled
 * on unmount, so nothing runs after the owner is gone.
 */
export function useCountdown({
  remaining: controlledRemaining,
  initialRemaining = 0,
  onRemainingChange,
}: UseCountdownOptions = {}): Countdown {
  const [uncontrolledRemaining, setUncontrolledRemaining] = useState(initialRemaining);
  const isControlled = controlledRemaining !== undefined;
  const remaining = isControlled ? controlledRemaining : uncontrolledRemaining;

  const setRemaining = useCallback(
    (next: number) => {
      if (!isControlled) setUncontrolledRemaining(next);
      onRemainingChange?.(next);
    },
    [isControlled, onRemainingChange],
  );

  useEffect(() => {
    if (remaining <= 0) return;
    // One tick at a time: each new value schedules the next, so a controlled owner
    // that does not apply a tick simply stops the clock.
    const tick = setTimeout(() => setRemaining(remaining - 1), 1000);
    return () => clearTimeout(tick);
  }, [remaining, setRemaining]);

  return { remaining: Math.max(remaining, 0), start: setRemaining };
}

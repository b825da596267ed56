import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import { useCountdown } from './useCountdown';

/** The spec's label, character for character (its opening parenthesis is the fullwidth U+FF08). */
const waitingLabel = (seconds: number): string => `Waiting for verification（${seconds}s)`;
const requestLabel = 'Get verification code';

export interface CountdownButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'fullWidth' | 'disabled' | 'className'> {
  /**
   * Asks for a code to be sent. Resolve `true` when it was sent: the button then waits
   * `seconds` before it can be used again. `false` (or a rejection) leaves it as it was,
   * so report the problem to the person inside `onRequest`.
   */
  onRequest: () => Promise<boolean>;
  /** How long to wait after a code was sent. */
  seconds?: number;
  /** Start already waiting this many seconds (e.g. a code was sent just before a reload). */
  initialRemaining?: number;
  /** Seconds left when controlled, for an owner that outlives the button (pair with `onRemainingChange`). */
  remaining?: number;
  /** Every tick and every start of the wait. */
  onRemainingChange?: (remaining: number) => void;
}

/**
 * The verification-code button: busy while the code is requested, then disabled and
 * counting down "Waiting for verification（59s)" until another code may be asked for.
 */
export function CountdownButton({
  onRequest,
  seconds = 60,
  initialRemaining,
  remaining: controlledRemaining,
  onRemainingChange,
  disabled = false,
  variant = 'secondary',
  ...buttonProps
}: CountdownButtonProps) {
  const { remaining, start } = useCountdown({ remaining: controlledRemaining, initialRemaining, onRemainingChange });
  const [requesting, setRequesting] = useState(false);
  const mountedRef = useRef(false);
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
    };
  }, []);

  const handleClick = async () => {
    setRequesting(true);
    let sent = false;
    try {
      sent = await onRequest();
    } catch {
      sent = false;
    }
    // The request may outlive the button (the dialog closed): then there is nothing to update.
    if (!mountedRef.current) return;
    setRequesting(false);
    if (sent) start(seconds);
  };

  const waiting = remaining > 0;
  return (
    <Button {...buttonProps} variant={variant} loading={requesting} disabled={disabled || waiting} onClick={() => void handleClick()}>
      {waiting ? waitingLabel(remaining) : requestLabel}
    </Button>
  );
}

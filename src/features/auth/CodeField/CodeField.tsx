import { useState, type Ref } from 'react';
import { CountdownButton } from '../../../ui/CountdownButton/CountdownButton';
import { TextField } from '../../../ui/TextField/TextField';
import { Grid } from '../../../ui/Grid/Grid';
import { CODE_RESEND_SECONDS, secondsLeft } from '../auth.atoms';
import * as styles from './CodeField.css';

export interface CodeFieldProps {
  /** The code typed so far. */
  value: string;
  /** Called with the new text on every keystroke. */
  onChange: (value: string) => void;
  /** What is wrong with the code ('6 letters, digits'). */
  error?: string;
  /**
   * Asks for a code to be emailed. Resolve `true` when it was sent: the button then waits
   * 60 seconds ('Waiting for verification（Ns)'); `false` leaves it ready to retry.
   */
  onRequestCode: () => Promise<boolean>;
  /**
   * When the button may be used again (epoch ms), if a code was sent shortly before the
   * field appeared: it then starts out waiting for the rest of the 60 seconds.
   */
  waitUntil?: number;
  /** Reaches the input. */
  ref?: Ref<HTMLInputElement>;
}

/** The verification code input with the 60-second 'Get verification code' button beside it. */
export function CodeField({ value, onChange, error, onRequestCode, waitUntil, ref }: CodeFieldProps) {
  // Read once: the button counts down by itself from there.
  const [initialRemaining] = useState(() => secondsLeft(waitUntil, Date.now()));
  return (
    <Grid columns="minmax(0, 1fr) auto" align="start" gap="sm">
      <TextField
        ref={ref as Ref<HTMLInputElement | HTMLTextAreaElement>}
        label="Verification code"
        name="code"
        autoComplete="one-time-code"
        inputMode="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
      />
      <CountdownButton
        className={styles.button}
        seconds={CODE_RESEND_SECONDS}
        initialRemaining={initialRemaining}
        onRequest={onRequestCode}
      />
    </Grid>
  );
}

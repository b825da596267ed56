import { useState } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { TextField, type TextFieldProps } from '../TextField/TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'multiline' | 'rows' | 'endSlot'> {
  /** Name of the toggle while the password is hidden. */
  showLabel?: string;
  /** Name of the toggle while the password is shown. */
  hideLabel?: string;
}

/**
 * A TextField for passwords with a show/hide toggle. Clicking the toggle leaves focus
 * in the input, so typing carries on where it was; from the keyboard the toggle is the
 * next tab stop and Space or Enter flips it. `autoComplete` defaults to
 * `current-password`; pass `new-password` on sign-up and password-change forms.
 */
export function PasswordField({
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  autoComplete = 'current-password',
  disabled,
  ...fieldProps
}: PasswordFieldProps) {
  const [revealed, setRevealed] = useState(false);
  return (
    <TextField
      {...fieldProps}
      disabled={disabled}
      autoComplete={autoComplete}
      type={revealed ? 'text' : 'password'}
      endSlot={
        <Button
          variant="icon"
          size="sm"
          aria-label={revealed ? hideLabel : showLabel}
          aria-pressed={revealed}
          disabled={disabled}
          // Keeps focus (and the caret) in the input when the toggle is clicked.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setRevealed((current) => !current)}
        >
          <Icon name={revealed ? 'eyeOff' : 'eye'} />
        </Button>
      }
    />
  );
}

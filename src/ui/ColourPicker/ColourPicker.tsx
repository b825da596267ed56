import { useId, useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { normaliseHex } from '../../domain/colour';
import * as fieldStyles from '../TextField/TextField.css';
import { visuallyHidden } from '../styles/visuallyHidden.css';
import * as styles from './ColourPicker.css';

export interface ColourSwatch {
  /** What people call it ('Navy'): the swatch's accessible name and tooltip. */
  name: string;
  /** '#rrggbb', lower case. */
  hex: string;
}

export interface ColourPickerProps {
  /** The colours offered as swatches. */
  swatches: readonly ColourSwatch[];
  /** The picked colours, '#rrggbb' lower case, in the order picked. */
  value: readonly string[];
  /** Called with the new picked colours (a swatch toggled, a hex added). */
  onChange: (colours: string[]) => void;
  /** How many colours may be picked at once. */
  max?: number;
  /** Names the group (its legend). */
  label?: string;
  /** Keeps the legend for screen readers only (when a heading above already says it). */
  hideLabel?: boolean;
  className?: string;
}

/**
 * Pick up to `max` colours: a swatch toggles its colour (pressed when picked), a hex
 * field adds any other. When `max` are picked the other swatches are disabled and say
 * why; a malformed hex is refused with the format to use, and nothing changes.
 */
export function ColourPicker({ swatches, value, onChange, max = 3, label = 'Colour', hideLabel = false, className }: ColourPickerProps) {
  const hintId = useId();
  const errorId = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const full = value.length >= max;

  const toggle = (hex: string) => {
    setError(null);
    onChange(value.includes(hex) ? value.filter((other) => other !== hex) : [...value, hex]);
  };

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const hex = normaliseHex(typed);
    if (!hex) {
      setError('Enter a colour as # and six hex digits, e.g. #1f3a5f.');
      return;
    }
    if (value.includes(hex)) {
      setError(`${hex.toUpperCase()} is already picked.`);
      return;
    }
    if (full) {
      setError(`Up to ${max} colours: remove one first.`);
      return;
    }
    setError(null);
    setTyped('');
    onChange([...value, hex]);
  };

  return (
    <fieldset className={clsx(styles.root, className)} aria-describedby={hintId}>
      <legend className={hideLabel ? visuallyHidden : styles.legend}>{label}</legend>
      <p id={hintId} className={styles.hint}>
        {full ? `${max} of ${max} colours picked.` : `Pick up to ${max} colours.`}
      </p>
      <ul className={styles.swatches}>
        {swatches.map((swatch) => {
          const picked = value.includes(swatch.hex);
          return (
            <li key={swatch.hex}>
              <button
                type="button"
                className={styles.swatch}
                style={assignInlineVars({ [styles.swatchColour]: swatch.hex })}
                aria-label={swatch.name}
                aria-pressed={picked}
                title={swatch.name}
                disabled={full && !picked}
                onClick={() => toggle(swatch.hex)}
              >
                {picked ? <Icon name="check" className={styles.check} /> : null}
              </button>
            </li>
          );
        })}
      </ul>
      <form className={styles.hexForm} onSubmit={add} aria-label="Add a colour by hex">
        <div className={clsx(fieldStyles.control, styles.hexControl)} data-invalid={error ? '' : undefined}>
          <span
            className={styles.hexPreview}
            aria-hidden="true"
            style={assignInlineVars({ [styles.swatchColour]: normaliseHex(typed) ?? 'transparent' })}
          />
          <input
            className={clsx(fieldStyles.input, styles.hexInput)}
            aria-label="Hex colour"
            placeholder="#1f3a5f"
            value={typed}
            maxLength={9}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(null);
            }}
          />
        </div>
        <Button type="submit" variant="secondary" size="sm">
          Add
        </Button>
      </form>
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

import { useId } from 'react';
import * as styles from './ChoiceGroup.css';

export interface ChoiceGroupProps<Value extends string> {
  /** Names the choice ("Look for"), shown before the options. */
  legend: string;
  /** The options in order, each with its label. */
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  /** No option can be chosen (a search is running). */
  disabled?: boolean;
}

/**
 * One of a few options in a row, as native radio buttons in a fieldset: the browser
 * gives the keyboard (arrows move and choose) and the screen reader ("radio, 1 of 2")
 * for free, and nothing is loaded for it. For a choice of what to look for, not for
 * panels of content (Tabs).
 */
export function ChoiceGroup<Value extends string>({ legend, options, value, onChange, disabled = false }: ChoiceGroupProps<Value>) {
  const name = useId();
  return (
    <fieldset className={styles.root} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className={styles.input}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

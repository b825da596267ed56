import { useState, type FormEvent, type Ref } from 'react';
import clsx from 'clsx';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './SearchBox.css';

export interface SearchBoxProps {
  /** Called on Enter or the search button, with the text trimmed (may be `''`: search everything). */
  onSearch: (query: string) => void;
  /** The text when controlled (pair with `onValueChange`). */
  value?: string;
  /** Initial text when uncontrolled. */
  defaultValue?: string;
  /** Every keystroke, untrimmed. */
  onValueChange?: (value: string) => void;
  /** Names the search landmark and its input. */
  'aria-label'?: string;
  placeholder?: string;
  /** Form field name of the input (e.g. `q`). */
  name?: string;
  disabled?: boolean;
  className?: string;
  /** Reaches the input. */
  ref?: Ref<HTMLInputElement>;
}

/** A search form (search landmark): type, then Enter or the search button. */
export function SearchBox({
  onSearch,
  value,
  defaultValue = '',
  onValueChange,
  'aria-label': ariaLabel = 'Search designs',
  placeholder = 'Search designs',
  name,
  disabled = false,
  className,
  ref,
}: SearchBoxProps) {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const current = value ?? uncontrolledValue;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The caller decides where a search goes (usually a URL); the page must not reload.
    event.preventDefault();
    onSearch(current.trim());
  };

  return (
    <form role="search" aria-label={ariaLabel} className={clsx(styles.form, className)} onSubmit={handleSubmit}>
      <div className={fieldStyles.control} data-disabled={disabled ? '' : undefined}>
        <input
          ref={ref}
          type="search"
          name={name}
          aria-label={ariaLabel}
          placeholder={placeholder}
          value={current}
          onChange={(event) => {
            if (value === undefined) setUncontrolledValue(event.target.value);
            onValueChange?.(event.target.value);
          }}
          disabled={disabled}
          enterKeyHint="search"
          autoComplete="off"
          className={clsx(fieldStyles.input, styles.input)}
        />
        <span className={fieldStyles.endSlot}>
          <Button type="submit" variant="icon" size="sm" aria-label="Search" disabled={disabled} className={styles.submit}>
            <Icon name="search" />
          </Button>
        </span>
      </div>
    </form>
  );
}

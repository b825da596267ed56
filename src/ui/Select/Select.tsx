import { useId, useState, type ReactNode, type Ref } from 'react';
import * as RadixSelect from '@radix-ui/react-select';
import clsx from 'clsx';
import { Icon } from '../Icon/Icon';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './Select.css';

export interface SelectOption {
  /** What `onValueChange` reports. May be `''` (e.g. "no sorting"), see `Select`. */
  value: string;
  /** What the person reads. */
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  /** Visible label; also the select's accessible name. */
  label: ReactNode;
  options: readonly SelectOption[];
  /** Selected value when controlled (pair with `onValueChange`). */
  value?: string;
  /** Initially selected value when uncontrolled. */
  defaultValue?: string;
  /** Called with the chosen option's value. */
  onValueChange?: (value: string) => void;
  /** Shown while nothing is selected. */
  placeholder?: string;
  /** What is wrong with the choice: shown in the danger colour, linked to the select, marks it invalid. */
  error?: string;
  disabled?: boolean;
  /** Form field name; inside a form the value is submitted like a native select's. */
  name?: string;
  required?: boolean;
  id?: string;
  /** Class for the outer wrapper (label, trigger and error). */
  className?: string;
  /** Reaches the trigger button. */
  ref?: Ref<HTMLButtonElement>;
}

/*
 * Radix Select reserves '' for "nothing selected", yet the store's sort menu has a
 * real option whose value is '' ("recommend"). Such an option travels through Radix
 * under this stand-in and comes back out as ''.
 */
const EMPTY_OPTION_VALUE = '__select-empty-option__';

/**
 * A labelled dropdown (Radix Select). From the keyboard, Enter, Space or ArrowDown
 * opens it, the arrows move, Enter chooses and Escape closes; typing a letter jumps
 * to the matching option.
 *
 * Values may be `''` when an option has that value; with no such option, `value=""`
 * shows the placeholder.
 */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  error,
  disabled = false,
  name,
  required,
  id: idProp,
  className,
  ref,
}: SelectProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const hasEmptyOption = options.some((option) => option.value === '');
  const toRadixValue = (outer: string | undefined) => (outer === '' && hasEmptyOption ? EMPTY_OPTION_VALUE : outer);
  const toRadixItemValue = (outer: string) => (outer === '' ? EMPTY_OPTION_VALUE : outer);
  const fromRadix = (inner: string) => (inner === EMPTY_OPTION_VALUE ? '' : inner);

  return (
    <div className={clsx(fieldStyles.field, className)}>
      {/* Not a <label for>: clicking a label would "click" the trigger and open the list. */}
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <RadixSelect.Root
        value={toRadixValue(value)}
        defaultValue={toRadixValue(defaultValue)}
        onValueChange={(next) => onValueChange?.(fromRadix(next))}
        open={open}
        onOpenChange={setOpen}
        disabled={disabled}
        name={name}
        required={required}
      >
        <RadixSelect.Trigger
          ref={ref}
          id={id}
          className={clsx(fieldStyles.control, styles.trigger)}
          aria-labelledby={labelId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-invalid={error ? '' : undefined}
          // While the list is open Radix hides the page, trigger included, from assistive
          // technology and keeps focus in the list; out of the tab order, the hidden
          // trigger is consistent with that. Radix still focuses it on close.
          tabIndex={open ? -1 : undefined}
        >
          <span className={styles.value}>
            <RadixSelect.Value placeholder={placeholder} />
          </span>
          <RadixSelect.Icon className={styles.chevron}>
            <Icon name="chevronDown" />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className={styles.content} position="popper">
            <RadixSelect.Viewport className={styles.viewport}>
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={toRadixItemValue(option.value)}
                  disabled={option.disabled}
                  className={styles.item}
                >
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator className={styles.itemIndicator}>
                    <Icon name="check" />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

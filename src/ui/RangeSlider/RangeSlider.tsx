import { useId, useState, type ReactNode } from 'react';
import * as RadixSlider from '@radix-ui/react-slider';
import clsx from 'clsx';
import { formatPrice, type Range } from './rangeSlider';
import * as styles from './RangeSlider.css';

export interface RangeSliderProps {
  /** Lowest value the slider allows. */
  min: number;
  /** Highest value the slider allows. */
  max: number;
  /** Smallest move; arrow keys move by one step, Page Up/Down and Shift+arrow by ten. */
  step?: number;
  /** `[low, high]` when controlled (pair with `onValueChange`). */
  value?: Range;
  /** Initial `[low, high]` when uncontrolled; defaults to the whole range. */
  defaultValue?: Range;
  /** Every move, while dragging too. */
  onValueChange?: (value: [number, number]) => void;
  /**
   * Once the person is done: when a drag ends, or after each key press. Fetch results
   * here rather than in `onValueChange`.
   */
  onValueCommit?: (value: [number, number]) => void;
  /** Optional visible label above the slider; also names the pair of thumbs as a group. */
  label?: ReactNode;
  /** Accessible name of the low thumb. */
  minThumbLabel?: string;
  /** Accessible name of the high thumb. */
  maxThumbLabel?: string;
  /** Writes a value for the labels under the track and for screen readers; defaults to "$ 12". */
  formatValue?: (value: number) => string;
  disabled?: boolean;
  /** Form field name; inside a form both values are submitted as `name[]`. */
  name?: string;
  className?: string;
}

const toPair = (values: number[], fallback: Range): [number, number] => [values[0] ?? fallback[0], values[1] ?? fallback[1]];

/**
 * A two-thumb range slider (Radix) with the current values written under the track,
 * e.g. the store's price filter: "$ 0" to "$ 166".
 */
export function RangeSlider({
  min,
  max,
  step = 1,
  value,
  defaultValue,
  onValueChange,
  onValueCommit,
  label,
  minThumbLabel = 'Minimum',
  maxThumbLabel = 'Maximum',
  formatValue = formatPrice,
  disabled = false,
  name,
  className,
}: RangeSliderProps) {
  const labelId = useId();
  // Kept here even when uncontrolled, because the labels under the track show it.
  const [uncontrolledValue, setUncontrolledValue] = useState<Range>(defaultValue ?? [min, max]);
  const current = value ?? uncontrolledValue;
  const [low, high] = current;

  const handleValueChange = (next: number[]) => {
    const pair = toPair(next, current);
    if (value === undefined) setUncontrolledValue(pair);
    onValueChange?.(pair);
  };

  const thumbs = [
    { key: 'low', name: minThumbLabel, value: low },
    { key: 'high', name: maxThumbLabel, value: high },
  ];

  return (
    <div className={clsx(styles.field, className)} role={label ? 'group' : undefined} aria-labelledby={label ? labelId : undefined}>
      {label ? (
        <span id={labelId} className={styles.label}>
          {label}
        </span>
      ) : null}
      <RadixSlider.Root
        className={styles.root}
        min={min}
        max={max}
        step={step}
        value={[low, high]}
        onValueChange={handleValueChange}
        onValueCommit={(next) => onValueCommit?.(toPair(next, current))}
        disabled={disabled}
        name={name}
      >
        <RadixSlider.Track className={styles.track}>
          <RadixSlider.Range className={styles.range} />
        </RadixSlider.Track>
        {thumbs.map((thumb) => (
          <RadixSlider.Thumb
            key={thumb.key}
            className={styles.thumb}
            aria-label={thumb.name}
            aria-valuetext={formatValue(thumb.value)}
            aria-disabled={disabled || undefined}
          />
        ))}
      </RadixSlider.Root>
      {/* The thumbs already announce these values (aria-valuetext); this is for the eye. */}
      <div className={styles.values} aria-hidden="true">
        <span>{formatValue(low)}</span>
        <span>{formatValue(high)}</span>
      </div>
    </div>
  );
}

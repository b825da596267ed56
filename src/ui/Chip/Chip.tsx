import type { KeyboardEvent } from 'react';
import clsx from 'clsx';
import { Icon } from '../Icon/Icon';
import * as styles from './Chip.css';

export interface ChipProps {
  /** What the chip stands for, e.g. a selected filter ("Floral", "$ 10 - $ 80"). */
  label: string;
  /**
   * Called with the chip's `label` when the person removes it (click, Enter/Space,
   * or Backspace/Delete on its remove button), so a list can pass one handler to all its chips.
   */
  onRemove: (label: string) => void;
  className?: string;
}

/** A selected filter with a button that removes it. */
export function Chip({ label, onRemove, className }: ChipProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Backspace/Delete remove like in a tag input, which is where people expect it.
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      onRemove(label);
    }
  };
  return (
    <span className={clsx(styles.chip, className)}>
      <span className={styles.label}>{label}</span>
      <button
        type="button"
        className={styles.removeButton}
        aria-label={`Remove ${label}`}
        onClick={() => onRemove(label)}
        onKeyDown={handleKeyDown}
      >
        <Icon name="close" size="1.1em" />
      </button>
    </span>
  );
}

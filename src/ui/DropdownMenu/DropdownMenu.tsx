import type { ReactNode } from 'react';
import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import * as styles from './DropdownMenu.css';

export interface DropdownMenuAction {
  key: string;
  label: string;
  /** Runs when the item is chosen by click, Enter or Space; the menu then closes. */
  onSelect: () => void;
  icon?: IconName;
  /** Shown but not choosable, and skipped by the arrow keys. */
  disabled?: boolean;
  /** A destructive action (delete, log out), drawn in the danger colour. */
  danger?: boolean;
}

/** A line between groups of items. */
export interface DropdownMenuSeparator {
  key: string;
  separator: true;
}

export type DropdownMenuEntry = DropdownMenuAction | DropdownMenuSeparator;

export interface DropdownMenuProps {
  /** Accessible name of the trigger button; also its visible text unless `trigger` is given. */
  label: string;
  /** Custom content for the trigger button (an avatar…), replacing the label text. */
  trigger?: ReactNode;
  /** Icon before the label text (ignored with a custom `trigger`). */
  icon?: IconName;
  items: readonly DropdownMenuEntry[];
  /** How the menu lines up with the trigger. */
  align?: 'start' | 'center' | 'end';
  /** Starts open (previews and tests); the menu manages its state after that. */
  defaultOpen?: boolean;
}

const isSeparator = (entry: DropdownMenuEntry): entry is DropdownMenuSeparator => 'separator' in entry;

/**
 * A button that opens a list of actions. Radix handles the menu semantics, arrow keys,
 * type-ahead, Escape and returning focus to the trigger.
 */
export function DropdownMenu({ label, trigger, icon, items, align = 'start', defaultOpen }: DropdownMenuProps) {
  return (
    // Not modal: a menu is a light popup, so the page keeps scrolling and is not hidden
    // from assistive technology (a modal menu leaves its own trigger focusable inside
    // the hidden page, which axe rightly reports).
    <RadixMenu.Root defaultOpen={defaultOpen} modal={false}>
      <RadixMenu.Trigger asChild>
        {trigger ? (
          <Button variant="icon" aria-label={label}>
            {trigger}
          </Button>
        ) : (
          <Button variant="secondary" className={styles.labelTrigger}>
            {icon ? <Icon name={icon} /> : null}
            {label}
            <Icon name="chevronDown" />
          </Button>
        )}
      </RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content align={align} className={styles.content}>
          {items.map((entry) =>
            isSeparator(entry) ? (
              <RadixMenu.Separator key={entry.key} className={styles.separator} />
            ) : (
              <RadixMenu.Item
                key={entry.key}
                disabled={entry.disabled}
                onSelect={entry.onSelect}
                className={styles.item({ danger: entry.danger ?? false })}
              >
                {entry.icon ? <Icon name={entry.icon} /> : null}
                {entry.label}
              </RadixMenu.Item>
            ),
          )}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

import type { ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import * as styles from './Tabs.css';

export interface TabItem {
  /** Identifies the tab in `value`, `defaultValue` and `onValueChange`. */
  value: string;
  label: string;
  /** The panel shown while this tab is selected. */
  content: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** The selected tab, when the parent owns the selection. */
  value?: string;
  /** The tab selected first when the component owns the selection; defaults to the first item. */
  defaultValue?: string;
  /** Called with the newly selected tab's value. */
  onValueChange?: (value: string) => void;
  /** Names the tab list for screen readers ("Design information"). */
  'aria-label': string;
}

/**
 * Panels of related content, one visible at a time. Arrow keys move between tabs and
 * select them, Home and End jump to the ends, Tab moves into the panel (Radix Tabs).
 */
export function Tabs({ items, value, defaultValue, onValueChange, 'aria-label': ariaLabel }: TabsProps) {
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? items[0]?.value) : undefined}
      onValueChange={onValueChange}
    >
      <RadixTabs.List aria-label={ariaLabel} className={styles.list}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className={styles.trigger}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}

import type { SortValue } from '../../../api/types';
import { Select, type SelectOption } from '../../../ui/Select/Select';

/** The store's sort orders (storefront "Store", §9), with the spec's labels. */
export const sortOptions: readonly (SelectOption & { value: SortValue })[] = [
  { value: '', label: 'recommend' },
  { value: 'sort,desc', label: 'From new to old' },
  { value: 'sort,asc', label: 'old to new' },
];

export interface SortSelectProps {
  /** The current order: '' recommend, 'sort,desc' new to old, 'sort,asc' old to new. */
  value: SortValue;
  /** Called with the chosen order. */
  onValueChange: (value: SortValue) => void;
  /** Visible label of the dropdown. */
  label?: string;
  className?: string;
}

const isSortValue = (value: string): value is SortValue => sortOptions.some((option) => option.value === value);

/** The store's sort dropdown: recommend, From new to old, old to new. */
export function SortSelect({ value, onValueChange, label = 'Sort by', className }: SortSelectProps) {
  return (
    <Select
      label={label}
      options={sortOptions}
      value={value}
      onValueChange={(next) => {
        if (isSortValue(next)) onValueChange(next);
      }}
      className={className}
    />
  );
}

/**
 * The chips of the selected filters (storefront "Store": selected-filter chips with
 * remove icons), and what removing one leaves.
 */
import type { ProductTypeGroup } from '../../api/types';
import { formatPrice } from '../../ui/RangeSlider/rangeSlider';
import { licenceOptions, maxPriceOf, wordsById } from './filterTree';
import { isWholePriceRange } from '../../domain/search';
import type { StoreFilters } from '../../domain/storeUrl';
import { colourName } from '../../domain/colour';

export type FilterChip =
  | { kind: 'keyword'; key: string; label: string }
  | { kind: 'word'; key: string; label: string; id: number }
  | { kind: 'price'; key: string; label: string }
  | { kind: 'licence'; key: string; label: string }
  | { kind: 'colour'; key: string; label: string; hex: string };

/**
 * One chip per selected filter: the keyword, each word (in the order chosen), the price
 * range when it narrows the catalogue, and the licence when it is not "All license".
 */
export function filterChips(filters: StoreFilters, tree?: readonly ProductTypeGroup[]): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.q) chips.push({ kind: 'keyword', key: 'q', label: `Search: ${filters.q}` });
  const words = tree ? wordsById(tree) : new Map<number, string>();
  for (const id of filters.ids) {
    // Until the tree arrives (or if it fails) the word is unknown, but the chip still removes it.
    chips.push({ kind: 'word', key: `id-${id}`, label: words.get(id) ?? `Filter #${id}`, id });
  }
  const maxPrice = tree ? maxPriceOf(tree) : undefined;
  const range = filters.priceRange;
  if (range && !(maxPrice !== undefined && isWholePriceRange(range, maxPrice))) {
    chips.push({ kind: 'price', key: 'price', label: `${formatPrice(range[0])} - ${formatPrice(range[1])}` });
  }
  const licence = licenceOptions.find((option) => option.id !== '' && String(option.id) === filters.imgType);
  if (licence) chips.push({ kind: 'licence', key: 'licence', label: licence.word });
  for (const hex of filters.colours) chips.push({ kind: 'colour', key: `colour-${hex}`, label: `Colour: ${colourName(hex)}`, hex });
  return chips;
}

/** Checks a word, or unchecks it if it was checked (the page is left to the caller). */
export function toggleWord(filters: StoreFilters, id: number): StoreFilters {
  return { ...filters, ids: filters.ids.includes(id) ? filters.ids.filter((other) => other !== id) : [...filters.ids, id] };
}

/** Without keyword, words, price, licence and colours; the sort order stays (it is not a filter). */
export function withoutFilters(filters: StoreFilters): StoreFilters {
  return { ...filters, q: '', ids: [], priceRange: null, imgType: '', colours: [] };
}

/** `filters` without what `chip` stands for (the page is left to the caller). */
export function withoutChip(filters: StoreFilters, chip: FilterChip): StoreFilters {
  switch (chip.kind) {
    case 'keyword':
      return { ...filters, q: '' };
    case 'word':
      return { ...filters, ids: filters.ids.filter((id) => id !== chip.id) };
    case 'price':
      return { ...filters, priceRange: null };
    case 'licence':
      return { ...filters, imgType: '' };
    case 'colour':
      return { ...filters, colours: filters.colours.filter((hex) => hex !== chip.hex) };
  }
}

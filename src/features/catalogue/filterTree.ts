/**
 * Reading the product type tree (storefront §3): the word groups the filter panel
 * shows, the catalogue's highest price, and the locally rebuilt 'License type' group.
 */
import type { LicenceFilterOption, PriceGroup, ProductTypeGroup, WordGroup } from '../../api/types';
import type { SearchVocabulary } from '../../domain/storeUrl';

/** The group that carries `data.maxPrice` instead of words. */
export const PRICE_GROUP_NAME = 'Price';
/** The server's licence group, which the client replaces with `licenceOptions`. */
export const LICENCE_GROUP_NAME = 'License type';

/** The price slider's range before the tree arrives (§9: default state range '0,166'). */
export const DEFAULT_MAX_PRICE = 166;

/** The 'License type' group, rebuilt locally (§3): single choice, root name `imgType`. */
export const licenceOptions: readonly LicenceFilterOption[] = [
  { id: '', word: 'All license', rootName: 'imgType' },
  { id: 0, word: 'Non-Exclusive license', rootName: 'imgType' },
  { id: 3, word: 'Exclusive license', rootName: 'imgType' },
];

export const isPriceGroup = (group: ProductTypeGroup): group is PriceGroup => group.name === PRICE_GROUP_NAME && !Array.isArray(group.data);

const isWordGroup = (group: ProductTypeGroup): group is WordGroup => Array.isArray(group.data);

/** The groups shown as checkboxes: every word group except 'Price' and the server's 'License type'. */
export function wordGroupsOf(tree: readonly ProductTypeGroup[]): WordGroup[] {
  return tree.filter(isWordGroup).filter((group) => group.name !== PRICE_GROUP_NAME && group.name !== LICENCE_GROUP_NAME);
}

/** The catalogue's highest price (the 'Price' group's `data.maxPrice`), if the tree has one. */
export function maxPriceOf(tree: readonly ProductTypeGroup[]): number | undefined {
  const group = tree.find(isPriceGroup);
  const max = group?.data.maxPrice;
  return typeof max === 'number' && Number.isFinite(max) ? max : undefined;
}

/** Word id → the root name the search request keys it by (a word's `rootName`, else its group's name). */
export function wordRootNames(tree: readonly ProductTypeGroup[]): Map<number, string> {
  const names = new Map<number, string>();
  for (const group of wordGroupsOf(tree)) for (const word of group.data) names.set(word.id, word.rootName || group.name);
  return names;
}

/** Word id → the word, for chips. */
export function wordsById(tree: readonly ProductTypeGroup[]): Map<number, string> {
  const words = new Map<number, string>();
  for (const group of wordGroupsOf(tree)) for (const word of group.data) words.set(word.id, word.word);
  return words;
}

/** What the search request needs of the tree: each word's root name and the highest price. */
export function searchVocabularyOf(tree: readonly ProductTypeGroup[] | undefined): SearchVocabulary {
  const rootNames = tree ? wordRootNames(tree) : new Map<number, string>();
  return { rootNameOf: (id) => rootNames.get(id), maxPrice: tree ? maxPriceOf(tree) : undefined };
}

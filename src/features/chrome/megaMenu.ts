/** The 'All Designs' mega-menu's data rules (storefront §2, §9). */
import type { ProductTypeGroup, WordGroup } from '../../api/types';

/** Groups of the type list that are filters of the store, not categories to browse. */
export const EXCLUDED_GROUPS: readonly string[] = ['Price', 'License type'];

/** Words in the first column (spec §9 "mega-menu first column 15 entries"). */
export const FIRST_COLUMN_SIZE = 15;

const isWordGroup = (group: ProductTypeGroup): group is WordGroup => Array.isArray(group.data);

/** The menu's categories: the type list's word groups, without 'Price' and 'License type'. */
export function menuCategories(groups: readonly ProductTypeGroup[]): WordGroup[] {
  return groups.filter((group): group is WordGroup => isWordGroup(group) && !EXCLUDED_GROUPS.includes(group.name));
}

/** The first `firstSize` items, then all the rest: the menu's two word columns. */
export function splitColumns<T>(items: readonly T[], firstSize: number = FIRST_COLUMN_SIZE): [T[], T[]] {
  return [items.slice(0, firstSize), items.slice(firstSize)];
}

/**
 * What the open menu (or the drawer) says instead of categories: still loading, failed,
 * or none yet; null when there are categories to show.
 */
export function categoriesNote(status: 'pending' | 'error' | 'success', categories: readonly WordGroup[]): string | null {
  if (status === 'pending') return 'Loading categories…';
  if (status === 'error') return 'Categories are not available right now.';
  return categories.length === 0 ? 'No categories yet.' : null;
}

import { useAtom, useSetAtom } from 'jotai';
import {
  clearFiltersAtom,
  filterPanelExpandedAtom,
  removeChipAtom,
  setKeywordAtom,
  setLicenceAtom,
  setPriceRangeAtom,
  toggleWordAtom,
} from '../catalogue.atoms';
import { useStoreFilters } from '../useStoreFilters';
import { useTypeTree } from '../useTypeTree';
import { FilterPanel } from './FilterPanel';

/**
 * The filter panel connected to the shop: the type tree from the server, the filters
 * from the URL, and every change written back to the URL (first page, new history entry).
 */
export function FilterPanelContainer() {
  const filters = useStoreFilters();
  const tree = useTypeTree();
  const [expanded, setExpanded] = useAtom(filterPanelExpandedAtom);
  const setKeyword = useSetAtom(setKeywordAtom);
  const toggleWord = useSetAtom(toggleWordAtom);
  const setPriceRange = useSetAtom(setPriceRangeAtom);
  const setLicence = useSetAtom(setLicenceAtom);
  const removeChip = useSetAtom(removeChipAtom);
  const clearFilters = useSetAtom(clearFiltersAtom);
  return (
    <FilterPanel
      tree={tree.data}
      treeStatus={tree.status}
      onRetryTree={() => void tree.refetch()}
      filters={filters}
      onKeywordChange={setKeyword}
      onToggleWord={toggleWord}
      onPriceRangeChange={setPriceRange}
      onLicenceChange={setLicence}
      onRemoveChip={removeChip}
      onClearAll={clearFilters}
      expanded={expanded}
      onExpandedChange={setExpanded}
    />
  );
}

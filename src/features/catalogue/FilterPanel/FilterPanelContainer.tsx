import { useAtom } from 'jotai';
import { filterPanelExpandedAtom } from '../catalogue.atoms';
import type { StoreFilterControls } from '../useStoreFilters';
import { typeTreeStatus, useTypeTree } from '../useTypeTree';
import { FilterPanel } from './FilterPanel';

export interface FilterPanelContainerProps {
  /** The store page's `useStoreFilters()`: the filters from the URL and the changes that write it. */
  store: StoreFilterControls;
  /** `panel` beside the results (desktop), or `sheet` inside the store's filters sheet (phones and tablets). */
  variant?: 'panel' | 'sheet';
}

/**
 * The filter panel connected to the shop: the type tree from the server, whether the
 * side panel is open, and the store page's filters, every change written back to the URL
 * (first page, new history entry).
 */
export function FilterPanelContainer({ store, variant = 'panel' }: FilterPanelContainerProps) {
  const tree = useTypeTree();
  const [expanded, setExpanded] = useAtom(filterPanelExpandedAtom);
  return (
    <FilterPanel
      tree={tree.data}
      treeStatus={typeTreeStatus(tree)}
      onRetryTree={() => void tree.refetch()}
      filters={store.filters}
      onKeywordChange={store.setKeyword}
      onToggleWord={store.toggleWord}
      onPriceRangeChange={store.setPriceRange}
      onLicenceChange={store.setLicence}
      onColoursChange={store.setColours}
      onRemoveChip={store.removeChip}
      onClearAll={store.clearFilters}
      expanded={expanded}
      onExpandedChange={setExpanded}
      variant={variant}
    />
  );
}

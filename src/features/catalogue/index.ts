/**
 * The catalogue (storefront "Store"): the /store page, its URL, and the type tree that
 * the header's mega-menu shares with the filter panel.
 */
export { StorePage, type StorePageProps } from './StorePage/StorePage';
export type { CardBox, RenderCard } from './ResultGrid/ResultGrid';
export type { StoreGridInset } from './desktopFirstRow';
export { filterPanelWidthRem } from './FilterPanel/filterPanelWidth';
export { typeTreeQueryOptions, useTypeTree } from './useTypeTree';
export { licenceOptions, wordGroupsOf } from './filterTree';

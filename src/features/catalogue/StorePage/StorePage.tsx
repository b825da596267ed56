import { useEffect, useId, useRef, useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { ApiError, NetworkError } from '../../../api/errors';
import { selectAlike, selectPage } from '../../../api/product';
import type { AlikeEnvelope, ProductCard } from '../../../api/types';
import type { PaletteColour } from '../../../domain/colour';
import { Button } from '../../../ui/Button/Button';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Icon } from '../../../ui/Icon/Icon';
import { Modal } from '../../../ui/Modal/Modal';
import { Pagination } from '../../../ui/Pagination/Pagination';
import { ProgressBar } from '../../../ui/ProgressBar/ProgressBar';
import { QueryState } from '../../../ui/QueryState/QueryState';
import { media } from '../../../ui/theme/breakpoints';
import { useFirstScreenHints } from '../../../ui/serverRendering';
import { useToast } from '../../../ui/Toast';
import { Inline } from '../../../ui/Inline/Inline';
import { Stack } from '../../../ui/Stack/Stack';
import { Text } from '../../../ui/Text/Text';
import { FilterPanelContainer } from '../FilterPanel/FilterPanelContainer';
import { ImageSearch } from '../ImageSearch/ImageSearch';
import { PictureColours } from '../PictureColours/PictureColours';
import { coloursOfPicture } from '../pictureColours';
import { ResultGrid, type RenderCard } from '../ResultGrid/ResultGrid';
import type { StoreGridInset } from '../desktopFirstRow';
import { SortSelect } from '../SortSelect/SortSelect';
import { STORE_PAGE_SIZE } from '../../../domain/search';
import { IMAGE_SEARCH_PARAM, searchPayloadFor, serialiseStoreQuery } from '../../../domain/storeUrl';
import {
  imageSearchIntentLabels,
  imageSearchStillMeasuring,
  measuredPercent,
  type ImageSearchIntent,
  type MeasuringProgress,
} from '../../../domain/imageSearch';
import { filterChips } from '../filterChips';
import { searchVocabularyOf } from '../filterTree';
import { useMediaQuery } from '../useMediaQuery';
import { useStoreFilters } from '../useStoreFilters';
import { typeTreeStatus, useTypeTree } from '../useTypeTree';
import { keepsWidth, ownRow } from '../catalogue.css';
import * as styles from './StorePage.css';
import { formatNumber } from '../../../domain/numbers';

export interface StorePageProps {
  /**
   * Draws one design of the grid (the product tile with its quick view) in the box
   * the masonry gives it: the image fills `box.width` × `box.height`, serial and
   * price go in the 80 px below.
   */
  renderCard: RenderCard;
  /** The window's width beside the results on a phone, in px (the page's side padding, both sides); see ResultGrid. */
  gridWindowInset?: number;
  /** The window's width beside the results on a desktop or tablet (the side panel, padding and gaps); see ResultGrid. */
  gridDesktopInset?: StoreGridInset;
}

/** The message a failed call shows: the server's desc (§8), or what went wrong on the way. */
function messageOf(error: unknown): string {
  if (error instanceof ApiError && error.desc) return error.desc;
  if (error instanceof ApiError || error instanceof NetworkError) return error.message;
  return 'Something went wrong. Please try again.';
}

/** The filters sheet's way back to the results, with how many the chosen filters give. */
const showResults = (count: number | null) =>
  count === null ? 'Show results' : `Show ${formatNumber(count)} ${count === 1 ? 'result' : 'results'}`;

const designs = (count: number) => `${formatNumber(count)} ${count === 1 ? 'design' : 'designs'}`;

/** Similar-image results, and the search they replaced (they make way as soon as that search changes). */
interface AlikeResults {
  searchKey: string;
  fileName: string;
  intent: ImageSearchIntent;
  cards: ProductCard[];
  /** The picture's dominant colours, measured in the browser ([] if it cannot read the picture). */
  colours: PaletteColour[];
  /** Set when the shop was still measuring its designs: the cards come from those measured so far. */
  measuring: MeasuringProgress | null;
}

/**
 * The store (storefront "Store", §2–§9): the filter panel beside the results, the
 * sort order and the similar-image search above them, the masonry grid, and pages of
 * 100. The search is the URL's (q, ids, sSorts, priceRange, page, imgType), so links,
 * back and forward work; a failed search shows the server's message in a closable toast.
 * A search with words or a price range needs the type tree: if the tree cannot be
 * loaded, the page says so and offers to try again rather than search without them.
 * Similar-image results offer the picture's own colours (measured in the browser while
 * the upload runs) as a colour filter for the store.
 *
 * Below the 1200 px desktop (phones and tablets) the side panel makes way for the
 * results: a "Filters" button opens the same filters in a bottom sheet, and its
 * "Show N results" button closes it onto the results, which follow the filters live.
 */
export function StorePage({ renderCard, gridWindowInset, gridDesktopInset }: StorePageProps) {
  const store = useStoreFilters();
  const { filters, setPage, setSort, setColours, clearFilters } = store;
  const [searchParams] = useSearchParams();
  const tree = useTypeTree();
  const treeStatus = typeTreeStatus(tree);
  const toast = useToast();
  const resultsRef = useRef<HTMLElement>(null);
  const headingId = useId();
  // A phone's first screen from the server is drawn compact too (ADR 007).
  const compact = useMediaQuery(media.compact, useFirstScreenHints().phone);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The sheet belongs to the compact layout: widened to a desktop, the side panel takes over.
  if (filtersOpen && !compact) setFiltersOpen(false);

  // Word ids are sent grouped by their group, and the price range only when it narrows
  // the catalogue: both need the tree, so such a search waits for it. Without the tree
  // it would silently drop the words (results unfiltered under the filters' chips), so
  // if the tree fails the search is not sent at all: the page says why instead.
  const needsTree = filters.ids.length > 0 || filters.priceRange !== null;
  const filtersFailed = needsTree && treeStatus === 'error';
  const payload = searchPayloadFor(filters, searchVocabularyOf(tree.data));
  const search = useQuery({
    queryKey: ['product', 'selectPage', payload],
    queryFn: async ({ signal }) => (await selectPage(payload, { signal })).data,
    // The grid keeps the previous page while the next one loads instead of blanking.
    placeholderData: keepPreviousData,
    enabled: !needsTree || treeStatus === 'success',
  });

  // Once per failure (effects may run twice in development).
  const toastedFailure = useRef(0);
  useEffect(() => {
    if (!search.error || toastedFailure.current === search.errorUpdatedAt) return;
    toastedFailure.current = search.errorUpdatedAt;
    toast.error(messageOf(search.error), { closable: true });
  }, [search.error, search.errorUpdatedAt, toast]);

  // The drop area opens for ?upload=1 (the header's image-search button), on arrival or later.
  const uploadRequested = searchParams.get(IMAGE_SEARCH_PARAM) === '1';
  const [imageSearchOpen, setImageSearchOpen] = useState(uploadRequested);
  const [seenUploadRequest, setSeenUploadRequest] = useState(uploadRequested);
  if (uploadRequested !== seenUploadRequest) {
    setSeenUploadRequest(uploadRequested);
    if (uploadRequested) setImageSearchOpen(true);
  }

  const searchKey = serialiseStoreQuery(filters);
  const [alike, setAlike] = useState<AlikeResults | null>(null);
  const alikeSearch = useMutation({
    // The colours are measured while the upload runs (a decode of a photo takes less than
    // its upload and search), and shown with the results: a row arriving later would push
    // the cards down under the shopper's eyes.
    mutationFn: async ({ file, intent }: { file: File; intent: ImageSearchIntent }) => {
      const [found, colours] = await Promise.all([selectAlike(file, { intent }), coloursOfPicture(file)]);
      return { cards: found.data, measuring: (found.envelope as AlikeEnvelope).measuring ?? null, colours };
    },
    onSuccess: ({ cards, measuring, colours }, { file, intent }) => {
      setAlike({ searchKey, fileName: file.name, intent, cards, colours, measuring });
      setImageSearchOpen(false);
    },
    onError: (error) => toast.error(messageOf(error), { closable: true }),
  });
  const shownAlike = alike?.searchKey === searchKey ? alike : null;

  // A new page starts at the top of the results, not where the last one was left.
  const shownPage = useRef(filters.page);
  useEffect(() => {
    if (shownPage.current === filters.page) return;
    shownPage.current = filters.page;
    const results = resultsRef.current;
    if (results && results.getBoundingClientRect().top < 0) results.scrollIntoView({ block: 'start' });
  }, [filters.page]);

  // Never the previous search's results under filters that could not be applied.
  const data = filtersFailed ? undefined : search.data;
  const total = data?.iTotalRecords ?? 0;
  const heading = filters.q ? `Results for “${filters.q}”` : 'All designs';
  const activeFilters = filterChips(filters, tree.data).length;
  // The count of the filters as chosen: none while the previous search stands in for it.
  const resultCount = data && !search.isPlaceholderData ? total : null;

  let results;
  if (shownAlike) {
    results =
      shownAlike.cards.length > 0 ? (
        <ResultGrid cards={shownAlike.cards} renderCard={renderCard} windowInset={gridWindowInset} aria-label="Similar designs" />
      ) : (
        <EmptyState title="No similar designs found" description="Try another image, or go back to your search." icon="image" />
      );
  } else if (filtersFailed) {
    results = (
      <EmptyState
        title="The filters could not be loaded"
        description="The designs are not shown because the filters you chose could not be applied."
        icon="alert"
        action={
          <Button variant="secondary" onClick={() => void tree.refetch()}>
            Try again
          </Button>
        }
      />
    );
  } else {
    results = (
      <QueryState
        data={data}
        error={!data && search.isError ? messageOf(search.error) : null}
        errorTitle="The designs could not be loaded"
        onRetry={() => void search.refetch()}
        retryVariant="secondary"
        loadingLabel="Loading designs"
        spinnerSize="lg"
        loadingClassName={styles.loading}
        isEmpty={(page) => page.iTotalRecords === 0}
        empty={{
          title: 'No designs found',
          description: 'Try other words, or fewer filters.',
          icon: 'search',
          action: <Button onClick={clearFilters}>Clear all filters</Button>,
        }}
      >
        {(page) =>
          page.aaData.length === 0 ? (
            // A link or an old bookmark can point past the last page.
            <EmptyState
              title="This page is past the end of the results"
              description={`There are ${designs(total)} on ${Math.ceil(total / STORE_PAGE_SIZE)} pages.`}
              action={<Button onClick={() => setPage(0)}>Go to the first page</Button>}
            />
          ) : (
            <>
              <ResultGrid
                cards={page.aaData}
                renderCard={renderCard}
                windowInset={gridWindowInset}
                desktopInset={gridDesktopInset}
                aria-label="Search results"
                busy={search.isPlaceholderData}
              />
              <Pagination
                page={filters.page}
                total={total}
                pageSize={STORE_PAGE_SIZE}
                onPageChange={setPage}
                aria-label="Search result pages"
                className={styles.pagination}
              />
            </>
          )
        }
      </QueryState>
    );
  }

  return (
    <Inline gap="xl" align="start">
      {/* Not there at all in the compact layout, where the sheet has the filters: a phone would build and hydrate four hundred hidden elements. */}
      {compact ? null : (
        <div className={styles.sidePanel}>
          <FilterPanelContainer store={store} />
        </div>
      )}
      <Stack as="section" gap="lg" ref={resultsRef} aria-labelledby={headingId} className={styles.results}>
        <Inline gap="md" align="end" wrap>
          <div className={styles.titleBlock}>
            <Text as="h1" id={headingId} size="xl" weight="semibold" leading="tight">
              {shownAlike ? 'Similar designs' : heading}
            </Text>
            {/* Polite: the count is read out when a filter changes it. */}
            <Text as="p" size="sm" tone="muted" className={styles.count} aria-live="polite">
              {shownAlike ? `${designs(shownAlike.cards.length)} like “${shownAlike.fileName}”` : data ? designs(total) : '\u00a0'}
            </Text>
            {shownAlike ? (
              <Text as="p" size="sm">
                {imageSearchIntentLabels[shownAlike.intent].results}
              </Text>
            ) : null}
          </div>
          {shownAlike ? (
            <Button variant="secondary" size="sm" onClick={() => setAlike(null)}>
              <Icon name="arrowLeft" />
              Back to search results
            </Button>
          ) : null}
          {/* A row of its own under the title; applying filters the store by them (a new search, so the similar designs make way). */}
          {shownAlike ? <PictureColours colours={shownAlike.colours} onApply={setColours} className={ownRow} /> : null}
          <div className={styles.filtersToggle}>
            <Button
              variant="secondary"
              size="sm"
              aria-haspopup="dialog"
              aria-expanded={filtersOpen}
              onClick={() => setFiltersOpen(true)}
              className={keepsWidth}
            >
              <Icon name="filter" />
              {activeFilters > 0 ? `Filters (${activeFilters})` : 'Filters'}
            </Button>
          </div>
          <ImageSearch
            open={imageSearchOpen}
            onOpenChange={setImageSearchOpen}
            onSearch={(file, intent) => alikeSearch.mutate({ file, intent })}
            pending={alikeSearch.isPending}
          />
          {shownAlike ? null : <SortSelect value={filters.sSorts} onValueChange={setSort} className={styles.sort} />}
        </Inline>
        {/* Above the results it explains: a design may be missing from them only for now. */}
        {shownAlike?.measuring ? (
          <Stack gap="sm" role="status" className={styles.measuringNote}>
            <Text as="p" size="sm">
              {imageSearchStillMeasuring(shownAlike.measuring.done, shownAlike.measuring.total)}
            </Text>
            <ProgressBar value={measuredPercent(shownAlike.measuring)} label="Designs measured for search by image" />
          </Stack>
        ) : null}
        {results}
      </Stack>
      <Modal
        open={filtersOpen}
        onOpenChange={setFiltersOpen}
        title="Filters"
        placement="bottom"
        // The sheet opens on the filters, not in its search box: no keyboard over them.
        initialFocus="dialog"
        footer={
          <Button fullWidth onClick={() => setFiltersOpen(false)}>
            {showResults(resultCount)}
          </Button>
        }
      >
        <FilterPanelContainer store={store} variant="sheet" />
      </Modal>
    </Inline>
  );
}

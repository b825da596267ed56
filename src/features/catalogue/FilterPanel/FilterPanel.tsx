import { useId, useState } from 'react';
import type { ProductTypeGroup } from '../../../api/types';
import { Button } from '../../../ui/Button/Button';
import { Checkbox } from '../../../ui/Checkbox/Checkbox';
import { Chip } from '../../../ui/Chip/Chip';
import { ColourPicker } from '../../../ui/ColourPicker/ColourPicker';
import { MAX_FILTER_COLOURS, colourSwatches } from '../../../domain/colour';
import { Icon } from '../../../ui/Icon/Icon';
import { RangeSlider } from '../../../ui/RangeSlider/RangeSlider';
import { isWholePriceRange } from '../../../domain/search';
import { SearchBox } from '../../../ui/SearchBox/SearchBox';
import { Spinner } from '../../../ui/Spinner/Spinner';
import { Inline } from '../../../ui/Inline/Inline';
import { Stack } from '../../../ui/Stack/Stack';
import { Text } from '../../../ui/Text/Text';
import { filterChips, type FilterChip } from '../filterChips';
import { DEFAULT_MAX_PRICE, licenceOptions, maxPriceOf, wordGroupsOf } from '../filterTree';
import type { LicenceFilterParam, StoreFilters } from '../../../domain/storeUrl';
import { visuallyHidden } from '../../../ui/styles/visuallyHidden.css';
import { sectionTitle } from '../../../ui/styles/textRoles.css';
import * as styles from './FilterPanel.css';

export interface FilterPanelProps {
  /** The product type tree (selectAllType): word groups with counts, and 'Price' with `data.maxPrice`. */
  tree?: readonly ProductTypeGroup[];
  /** Whether the tree is still loading or failed to load. */
  treeStatus?: 'pending' | 'error' | 'success';
  /** Asks to load the tree again after a failure. */
  onRetryTree?: () => void;
  /** The current search (from the URL). */
  filters: StoreFilters;
  /** Enter or the search button in the panel's search box, with the trimmed text. */
  onKeywordChange: (q: string) => void;
  /** A word's checkbox was clicked: check it, or uncheck it if it was checked. */
  onToggleWord: (id: number) => void;
  /** The slider was let go: `[min, max]`, or null when it spans the whole range (no price filter). */
  onPriceRangeChange: (range: [number, number] | null) => void;
  /** A licence was chosen (single choice): '' all, '0' non-exclusive, '3' exclusive. */
  onLicenceChange: (imgType: LicenceFilterParam) => void;
  /** Colours were picked or unpicked: the whole new list ('#rrggbb', at most three). */
  onColoursChange: (colours: string[]) => void;
  /** A chip's remove button was pressed. */
  onRemoveChip: (chip: FilterChip) => void;
  /** "Clear all" under the chips. */
  onClearAll: () => void;
  /** Whether the panel is open, when controlled (pair with `onExpandedChange`). */
  expanded?: boolean;
  /** Whether the panel starts open, when uncontrolled. */
  defaultExpanded?: boolean;
  /** The toggle button was pressed. */
  onExpandedChange?: (expanded: boolean) => void;
  /**
   * `panel`: the collapsible side panel beside the results (desktop). `sheet`: only the
   * filters, always open, for a sheet on phones and tablets whose title and way out are
   * the sheet's own.
   */
  variant?: 'panel' | 'sheet';
}

/**
 * The store's collapsible filter side panel (storefront "Store", §3–§5): a search box,
 * the chips of the selected filters, one group of checkboxes with counts per word
 * group of the type tree (multi-choice), the price slider from $ 0 to the catalogue's
 * highest price, up to three colours (swatches or a hex), and the licence group
 * (single choice), rebuilt locally.
 */
export function FilterPanel({
  tree,
  treeStatus = tree ? 'success' : 'pending',
  onRetryTree,
  filters,
  onKeywordChange,
  onToggleWord,
  onPriceRangeChange,
  onLicenceChange,
  onColoursChange,
  onRemoveChip,
  onClearAll,
  expanded: expandedProp,
  defaultExpanded = true,
  onExpandedChange,
  variant = 'panel',
}: FilterPanelProps) {
  const bodyId = useId();
  const headingId = useId();
  const [uncontrolledExpanded, setUncontrolledExpanded] = useState(defaultExpanded);
  // Groups the person opened or closed; the others follow `openByDefault`.
  const [openGroups, setOpenGroups] = useState<Record<string, boolean>>({});
  const setGroupOpen = (name: string, open: boolean) =>
    setOpenGroups((current) => (current[name] === open ? current : { ...current, [name]: open }));
  const sheet = variant === 'sheet';
  const expanded = sheet || (expandedProp ?? uncontrolledExpanded);
  const chips = filterChips(filters, tree);
  const RootElement = sheet ? 'div' : 'aside';

  const toggle = () => {
    if (expandedProp === undefined) setUncontrolledExpanded(!expanded);
    onExpandedChange?.(!expanded);
  };

  return (
    // In a sheet the dialog around it is the landmark and names it: a plain box.
    <RootElement aria-labelledby={sheet ? undefined : headingId} className={sheet ? styles.sheet : styles.panel({ expanded })}>
      {sheet ? null : (
        <Inline gap="sm" align="center" justify="between" className={styles.head}>
          <h2 id={headingId} className={expanded ? sectionTitle : visuallyHidden}>
            Filters
          </h2>
          <Button
            variant={expanded ? 'icon' : 'secondary'}
            size="sm"
            aria-expanded={expanded}
            aria-controls={bodyId}
            aria-label={expanded ? 'Hide filters' : 'Show filters'}
            onClick={toggle}
            className={expanded ? undefined : styles.showButton}
          >
            <Icon name={expanded ? 'chevronLeft' : 'filter'} />
            {expanded ? null : <span aria-hidden="true">Filters{chips.length > 0 ? ` (${chips.length})` : ''}</span>}
          </Button>
        </Inline>
      )}

      <div id={bodyId} hidden={!expanded} className={styles.body}>
        {/* Keyed by the keyword: a new search from elsewhere (back, a chip) resets the box. */}
        <SearchBox key={filters.q} defaultValue={filters.q} onSearch={onKeywordChange} aria-label="Search by keyword" />

        {chips.length > 0 ? (
          <Stack as="section" gap="sm" align="start" aria-label="Selected filters">
            <Inline as="ul" gap="sm" wrap list className={styles.chips}>
              {chips.map((chip) => (
                <li key={chip.key}>
                  <Chip label={chip.label} onRemove={() => onRemoveChip(chip)} />
                </li>
              ))}
            </Inline>
            <Button variant="text" size="sm" onClick={onClearAll}>
              Clear all
            </Button>
          </Stack>
        ) : null}

        {treeStatus === 'pending' ? <Spinner label="Loading filters" className={styles.treeStatus} /> : null}
        {treeStatus === 'error' ? (
          <div className={styles.treeStatus}>
            <p role="alert">The filters could not be loaded.</p>
            {onRetryTree ? (
              <Button variant="secondary" size="sm" onClick={onRetryTree}>
                Reload filters
              </Button>
            ) : null}
          </div>
        ) : null}

        {tree ? (
          <>
            {wordGroupsOf(tree).map((group, index) => {
              const selected = group.data.filter((word) => filters.ids.includes(word.id)).length;
              // The first group, and any with a choice in it, start open: a choice is never hidden.
              const openByDefault = index === 0 || selected > 0;
              return (
                <details
                  key={group.name}
                  className={styles.group}
                  open={openGroups[group.name] ?? openByDefault}
                  onToggle={(event) => setGroupOpen(group.name, event.currentTarget.open)}
                >
                  <summary className={styles.summary}>
                    <span>{group.name}</span>
                    {selected > 0 ? (
                      <Text size="xs" weight="medium" tone="primary">
                        {selected} selected
                      </Text>
                    ) : null}
                    <Icon name="chevronDown" className={styles.summaryIcon} />
                  </summary>
                  <Stack as="fieldset" frameless>
                    <legend className={visuallyHidden}>{group.name}</legend>
                    <ul className={styles.options}>
                      {group.data.map((word) => (
                        <li key={word.id}>
                          <Checkbox
                            label={word.word}
                            count={word.productCount}
                            checked={filters.ids.includes(word.id)}
                            onCheckedChange={() => {
                              // Unchecking the group's last word must not fold the group away under the pointer.
                              setGroupOpen(group.name, true);
                              onToggleWord(word.id);
                            }}
                          />
                        </li>
                      ))}
                    </ul>
                  </Stack>
                </details>
              );
            })}
            <PriceFilter tree={tree} value={filters.priceRange} onChange={onPriceRangeChange} />
          </>
        ) : null}

        <details
          className={styles.group}
          open={openGroups.Colour ?? filters.colours.length > 0}
          onToggle={(event) => setGroupOpen('Colour', event.currentTarget.open)}
        >
          <summary className={styles.summary}>
            <span>Colour</span>
            {filters.colours.length > 0 ? (
              <Text size="xs" weight="medium" tone="primary">
                {filters.colours.length} selected
              </Text>
            ) : null}
            <Icon name="chevronDown" className={styles.summaryIcon} />
          </summary>
          <ColourPicker
            swatches={colourSwatches}
            value={filters.colours}
            max={MAX_FILTER_COLOURS}
            onChange={onColoursChange}
            label="Colour"
            hideLabel
            className={styles.colourPicker}
          />
        </details>

        <div className={styles.group}>
          <Stack as="fieldset" frameless>
            <legend className={styles.groupTitle}>License type</legend>
            <ul className={styles.options}>
              {licenceOptions.map((option) => (
                <li key={option.word}>
                  <label className={styles.radio}>
                    <input
                      type="radio"
                      name={`${bodyId}-imgType`}
                      value={String(option.id)}
                      checked={filters.imgType === String(option.id)}
                      onChange={() => onLicenceChange(String(option.id) as LicenceFilterParam)}
                      className={styles.radioInput}
                    />
                    {option.word}
                  </label>
                </li>
              ))}
            </ul>
          </Stack>
        </div>
      </div>
    </RootElement>
  );
}

interface PriceFilterProps {
  tree: readonly ProductTypeGroup[];
  value: [number, number] | null;
  onChange: (range: [number, number] | null) => void;
}

/** The price slider: $ 0 to the 'Price' group's maxPrice; the whole range means no filter (§5). */
function PriceFilter({ tree, value, onChange }: PriceFilterProps) {
  const max = maxPriceOf(tree) ?? DEFAULT_MAX_PRICE;
  // Where the thumbs are while dragging; the URL changes only when they are let go.
  const [draft, setDraft] = useState<[number, number] | null>(null);
  // A catalogue with nothing priced has no range to filter.
  if (max <= 0) return null;
  const clamp = (n: number) => Math.min(Math.max(n, 0), max);
  const current: [number, number] = draft ?? (value ? [clamp(value[0]), clamp(value[1])] : [0, max]);
  return (
    <div className={styles.group}>
      <RangeSlider
        label={<span className={styles.groupTitle}>Price</span>}
        min={0}
        max={max}
        value={current}
        onValueChange={setDraft}
        onValueCommit={(range) => {
          setDraft(null);
          onChange(isWholePriceRange(range, max) ? null : range);
        }}
        minThumbLabel="Minimum price"
        maxThumbLabel="Maximum price"
      />
    </div>
  );
}

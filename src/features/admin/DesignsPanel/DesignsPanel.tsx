import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminBulkPrice, adminDesignRestore, adminDesignUpdate, adminDesignWithdraw } from '../../../api/admin';
import type { AdminDesign } from '../../../api/adminTypes';
import { ApiError, isAuthError } from '../../../api/errors';
import type { AdminDesignUpdatePayload } from '../../../api/schemas';
import { Button } from '../../../ui/Button/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog/ConfirmDialog';
import { Pagination } from '../../../ui/Pagination';
import { SearchBox } from '../../../ui/SearchBox/SearchBox';
import { Select } from '../../../ui/Select/Select';
import { QueryState } from '../../../ui/QueryState/QueryState';
import { useToast } from '../../../ui/Toast';
import { errorMessage, useFailure } from '../../session';
import { BulkPriceDialog, type BulkPriceChange } from './BulkPriceDialog';
import { DesignEditDialog, type DesignRefusal } from './DesignEditDialog';
import { refusedField, sortOptions, statusOptions } from './designs';
import { DESIGNS_PAGE_SIZE, designsQuery, initialDesignsQuery, invalidateAfterDesignChange, type DesignsQuery } from './designs.queries';
import { DesignsTable } from './DesignsTable';
import * as styles from './DesignsPanel.css';
import * as shared from '../admin.css';
import { sprinkles } from '../../../ui/styles/sprinkles.css';
import { Stack } from '../../../ui/Stack/Stack';
import { Inline } from '../../../ui/Inline/Inline';
import { Text } from '../../../ui/Text/Text';

/** A design waiting for the operator to confirm taking it off sale or putting it back. */
type StatusChange = { design: AdminDesign; action: 'withdraw' | 'restore' };

/**
 * The back office's catalogue (/admin/designs): search, filter by status and sort every
 * design; edit one in a dialog; withdraw it from sale or restore it; tick several and
 * change their prices at once after a preview.
 */
export function DesignsPanel() {
  const client = useQueryClient();
  const toast = useToast();
  const onFailure = useFailure();
  const [query, setQuery] = useState<DesignsQuery>(initialDesignsQuery);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<AdminDesign | null>(null);
  const [refusal, setRefusal] = useState<DesignRefusal | null>(null);
  const [statusChange, setStatusChange] = useState<StatusChange | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);

  const designs = useQuery(designsQuery(query));
  const refine = (change: Partial<DesignsQuery>) => setQuery((current) => ({ ...current, ...change, page: 0 }));

  const update = useMutation({
    mutationFn: (changes: AdminDesignUpdatePayload) => adminDesignUpdate(changes),
    onSuccess: async (answer) => {
      setEditing(null);
      setRefusal(null);
      toast.success(`${answer.data.imgSn} saved`);
      await invalidateAfterDesignChange(client);
    },
    onError: (error) => {
      // A refusal belongs beside the form it refuses; a lost session opens the login.
      if (isAuthError(error)) onFailure(error);
      else setRefusal({ message: errorMessage(error), field: error instanceof ApiError ? refusedField(error.data, error.desc) : null });
    },
  });

  const changeStatus = useMutation({
    mutationFn: ({ design, action }: StatusChange) =>
      (action === 'withdraw' ? adminDesignWithdraw : adminDesignRestore)({ productId: design.productId }),
    onSuccess: async (answer, { action }) => {
      toast.success(action === 'withdraw' ? `${answer.data.imgSn} withdrawn from sale` : `${answer.data.imgSn} is back on sale`);
      await invalidateAfterDesignChange(client);
    },
    onError: onFailure,
    onSettled: () => setStatusChange(null),
  });

  const bulkPreview = useMutation({
    mutationFn: (change: BulkPriceChange) => adminBulkPrice({ productIds: [...selected], ...change, apply: false }),
  });
  const bulkApply = useMutation({
    mutationFn: (change: BulkPriceChange) => adminBulkPrice({ productIds: [...selected], ...change, apply: true }),
    onSuccess: async (answer) => {
      const changed = answer.data.lines.filter((line) => line.after !== line.before).length;
      toast.success(`Prices changed for ${changed} design${changed === 1 ? '' : 's'}`);
      closeBulk();
      setSelected(new Set());
      await invalidateAfterDesignChange(client);
    },
  });
  const bulkError = bulkPreview.error ?? bulkApply.error;

  const openBulk = () => {
    bulkPreview.reset();
    bulkApply.reset();
    setBulkOpen(true);
  };
  const closeBulk = () => setBulkOpen(false);

  const select = (productId: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(productId);
      else next.delete(productId);
      return next;
    });
  const selectPage = (on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const design of designs.data?.aaData ?? []) {
        if (on) next.add(design.productId);
        else next.delete(design.productId);
      }
      return next;
    });

  const filtered = query.keyword !== '' || query.status !== '';

  return (
    <Stack as="section" gap="lg" className={shared.panel} aria-labelledby="designs-title">
      <Text as="h2" size="xl" weight="semibold" leading="tight" id="designs-title">
        Designs
      </Text>
      <Inline gap="md" align="end" wrap>
        <SearchBox
          className={styles.search}
          aria-label="Search designs"
          placeholder="Pattern id, title, word or tag"
          onSearch={(keyword) => refine({ keyword })}
        />
        <Select
          className={styles.select}
          label="Status"
          options={statusOptions}
          value={query.status}
          onValueChange={(status) => refine({ status: status as DesignsQuery['status'] })}
        />
        <Select
          className={styles.select}
          label="Sort by"
          options={sortOptions}
          value={query.sort}
          onValueChange={(sort) => refine({ sort: sort as DesignsQuery['sort'] })}
        />
      </Inline>
      <Inline gap="md" align="center" wrap className={styles.selection}>
        <Text as="span" size="sm" aria-live="polite">
          {selected.size === 0 ? 'Tick designs to change their prices together.' : `${selected.size} selected`}
        </Text>
        <Button size="sm" disabled={selected.size === 0} onClick={openBulk}>
          Change prices
        </Button>
        {selected.size > 0 ? (
          <Button size="sm" variant="text" onClick={() => setSelected(new Set())}>
            Clear selection
          </Button>
        ) : null}
      </Inline>

      <QueryState
        data={designs.data}
        error={designs.isError ? errorMessage(designs.error) : null}
        errorTitle="The designs could not be loaded"
        onRetry={() => void designs.refetch()}
        loadingLabel="Loading designs"
        loadingClassName={sprinkles({ padding: 'xxl' })}
        headingLevel={3}
        isEmpty={(data) => data.aaData.length === 0}
        empty={{
          title: 'No designs found',
          description: filtered ? 'No design matches this search and status.' : 'Import a folder of designs to fill the catalogue.',
        }}
      >
        {(data) => (
          <>
            <Text as="p" tone="muted">
              {data.iTotalRecords} design{data.iTotalRecords === 1 ? '' : 's'}
            </Text>
            <DesignsTable
              designs={data.aaData}
              selected={selected}
              busy={designs.isPlaceholderData}
              onSelect={select}
              onSelectPage={selectPage}
              onEdit={(design) => {
                update.reset();
                setRefusal(null);
                setEditing(design);
              }}
              onWithdraw={(design) => setStatusChange({ design, action: 'withdraw' })}
              onRestore={(design) => setStatusChange({ design, action: 'restore' })}
            />
            <Pagination
              aria-label="Design pages"
              page={query.page}
              total={data.iTotalRecords}
              pageSize={DESIGNS_PAGE_SIZE}
              onPageChange={(page) => setQuery((current) => ({ ...current, page }))}
            />
          </>
        )}
      </QueryState>

      {editing ? (
        <DesignEditDialog
          key={editing.productId}
          open
          design={editing}
          saving={update.isPending}
          refusal={refusal}
          onSave={(changes) => update.mutate(changes)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={statusChange !== null}
        title={
          statusChange?.action === 'restore'
            ? `Put ${statusChange.design.imgSn} back on sale?`
            : `Withdraw ${statusChange?.design.imgSn ?? ''} from sale?`
        }
        message={
          statusChange?.action === 'restore'
            ? 'It shows in the store and its search again.'
            : 'It leaves the store and its search; buyers keep their files. You can restore it later.'
        }
        confirmLabel={statusChange?.action === 'restore' ? 'Restore' : 'Withdraw'}
        busy={changeStatus.isPending}
        onConfirm={() => {
          if (statusChange) changeStatus.mutate(statusChange);
        }}
        onCancel={() => setStatusChange(null)}
      />
      {bulkOpen ? (
        <BulkPriceDialog
          open
          count={selected.size}
          preview={bulkPreview.data?.data ?? null}
          previewing={bulkPreview.isPending}
          applying={bulkApply.isPending}
          error={bulkError ? errorMessage(bulkError) : null}
          onPreview={(change) => {
            bulkApply.reset();
            bulkPreview.mutate(change);
          }}
          onApply={(change) => bulkApply.mutate(change)}
          onClose={closeBulk}
        />
      ) : null}
    </Stack>
  );
}

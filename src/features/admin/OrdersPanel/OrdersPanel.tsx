import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRefundLine, adminReplaceFile } from '../../../api/admin';
import type { AdminOrder, AdminOrderLine } from '../../../api/types';
import { Button } from '../../../ui/Button/Button';
import { Pagination } from '../../../ui/Pagination';
import { QueryState } from '../../../ui/QueryState/QueryState';
import { TextField } from '../../../ui/TextField/TextField';
import { useToast } from '../../../ui/Toast';
import { Stack } from '../../../ui/Stack/Stack';
import { Inline } from '../../../ui/Inline/Inline';
import { Text } from '../../../ui/Text/Text';
import { errorMessage, useFailure } from '../../session';
import { OrderCard } from './OrderCard';
import { ADMIN_ORDERS_PAGE_SIZE, adminOrdersKey, adminOrdersQuery, noOrderSearch, showOrder, type OrderSearch } from './orders.queries';
import { RefundDialog, type RefundAnswer } from './RefundDialog';
import * as styles from './OrdersPanel.css';
import * as shared from '../admin.css';

/**
 * The back office's orders (/admin/orders): search by order number, member email and
 * creation dates; each order with its payment and lines; refund a line (with a reason,
 * and for an exclusive whether its design goes back on sale) and attach a replacement
 * file to a line, which the buyer then downloads instead of the design's own files.
 */
export function OrdersPanel() {
  const [draft, setDraft] = useState<OrderSearch>(noOrderSearch);
  const [search, setSearch] = useState<OrderSearch>(noOrderSearch);
  const [page, setPage] = useState(0);
  const [refunding, setRefunding] = useState<{ order: AdminOrder; line: AdminOrderLine } | null>(null);
  const orders = useQuery(adminOrdersQuery(search, page));
  const client = useQueryClient();
  const toast = useToast();
  const onFailure = useFailure();

  const refund = useMutation({
    mutationFn: async (payload: { lineId: number } & RefundAnswer) => (await adminRefundLine(payload)).data,
    onSuccess: (order, { lineId }) => {
      showOrder(client, order);
      const line = order.lines.find((l) => l.lineId === lineId);
      toast.success(`${line?.imgSn ?? 'The line'} was refunded`);
      setRefunding(null);
    },
    onSettled: () => client.invalidateQueries({ queryKey: adminOrdersKey }),
  });

  const replace = useMutation({
    mutationFn: async ({ line, file }: { line: AdminOrderLine; file: File }) => (await adminReplaceFile(line.lineId, file)).data,
    onSuccess: (order, { line, file }) => {
      showOrder(client, order);
      toast.success(`${file.name} now replaces the files of ${line.imgSn}`);
    },
    onError: onFailure,
    // A refusal may mean the line changed meanwhile (refunded by someone else): show it as it is.
    // Not awaited: the line's own answer is already shown, the file input need not wait for the list.
    onSettled: () => void client.invalidateQueries({ queryKey: adminOrdersKey }),
  });

  const edit = (field: keyof OrderSearch) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch({ ...draft, orderNo: draft.orderNo.trim(), email: draft.email.trim() });
    setPage(0);
  };
  const clear = () => {
    setDraft(noOrderSearch);
    setSearch(noOrderSearch);
    setPage(0);
  };
  const searching = Object.values(search).some(Boolean);
  const closeRefund = () => {
    setRefunding(null);
    refund.reset();
  };

  return (
    <Stack as="section" gap="lg" className={shared.panel} aria-labelledby="admin-orders-title">
      <Text as="h2" size="xl" weight="semibold" leading="tight" id="admin-orders-title">
        Orders
      </Text>
      <Inline as="form" gap="md" align="end" wrap role="search" aria-label="Search orders" onSubmit={submit}>
        <TextField
          label="Order number"
          className={styles.field}
          name="orderNo"
          value={draft.orderNo}
          onChange={(event) => edit('orderNo')(event.target.value)}
        />
        <TextField
          label="Member email"
          className={styles.field}
          name="email"
          autoComplete="off"
          value={draft.email}
          onChange={(event) => edit('email')(event.target.value)}
        />
        <TextField
          label="Created from"
          className={styles.dateField}
          name="dateFrom"
          type="date"
          value={draft.dateFrom}
          onChange={(event) => edit('dateFrom')(event.target.value)}
        />
        <TextField
          label="Created to"
          className={styles.dateField}
          name="dateTo"
          type="date"
          value={draft.dateTo}
          onChange={(event) => edit('dateTo')(event.target.value)}
        />
        <Inline gap="sm">
          <Button type="submit">Search</Button>
          <Button variant="secondary" onClick={clear}>
            Clear
          </Button>
        </Inline>
      </Inline>

      <QueryState
        data={orders.data}
        error={orders.isError ? errorMessage(orders.error) : null}
        errorTitle="The orders could not be loaded"
        onRetry={() => void orders.refetch()}
        loadingLabel="Loading orders"
        loadingClassName={styles.state}
        headingLevel={3}
        isEmpty={(data) => data.aaData.length === 0}
        empty={{
          icon: 'cart',
          title: 'No orders found',
          description: searching ? 'No order matches this search.' : 'Orders appear here once members check out.',
        }}
      >
        {(data) => (
          <>
            <Text as="p" size="sm" tone="muted" aria-live="polite">
              {data.iTotalRecords === 1 ? '1 order' : `${data.iTotalRecords} orders`}
            </Text>
            <Stack gap="lg" aria-busy={orders.isPlaceholderData || undefined}>
              {data.aaData.map((order) => (
                <OrderCard
                  key={order.id}
                  order={order}
                  onRefund={(line) => setRefunding({ order, line })}
                  onReplace={(line, file) => replace.mutate({ line, file })}
                  replacingLineId={replace.isPending ? replace.variables.line.lineId : null}
                />
              ))}
            </Stack>
            <Pagination
              aria-label="Order pages"
              page={page}
              total={data.iTotalRecords}
              pageSize={ADMIN_ORDERS_PAGE_SIZE}
              onPageChange={setPage}
            />
          </>
        )}
      </QueryState>

      {refunding ? (
        <RefundDialog
          key={refunding.line.lineId}
          open
          line={refunding.line}
          orderNo={refunding.order.orderNo}
          busy={refund.isPending}
          error={refund.isError ? errorMessage(refund.error) : undefined}
          onConfirm={(answer) => refund.mutate({ lineId: refunding.line.lineId, ...answer })}
          onClose={closeRefund}
        />
      ) : null}
    </Stack>
  );
}

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { adminHoldRelease } from '../../../api/admin';
import { isAuthError } from '../../../api/errors';
import { DEFAULT_HOLD_MINUTES, MAX_UNPAID_EXCLUSIVES } from '../../../domain/checkout';
import { Button } from '../../../ui/Button/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog/ConfirmDialog';
import { QueryState } from '../../../ui/QueryState/QueryState';
import { cardTable, cardTableCell, cardTableHidden, cardTableRow } from '../../../ui/styles/records.css';
import { useToast } from '../../../ui/Toast';
import { Inline } from '../../../ui/Inline/Inline';
import { Text } from '../../../ui/Text/Text';
import { Grid } from '../../../ui/Grid/Grid';
import { errorMessage, useFailure } from '../../session';
import { heldExclusivesQuery, heldOrders, holdReleaseKeys, timeLeft, type HeldOrder } from './holds.queries';
import * as styles from './HoldsPanel.css';
import * as shared from '../admin.css';
import { sprinkles } from '../../../ui/styles/sprinkles.css';

const columns = ['Order no.', 'Designs', 'Holder', 'Held since', 'Time left', 'Actions'] as const;

const designCount = (n: number) => (n === 1 ? '1 design' : `${n} designs`);
const orderCount = (n: number) => (n === 1 ? '1 unpaid order' : `${n} unpaid orders`);
const names = (designs: readonly string[]) => designs.join(', ');

/**
 * Exclusive designs held off sale by unpaid orders (/admin/holds, issue 39): a started
 * payment holds its exclusives for a while, then they go back on sale by themselves. The
 * operator sees each order's designs, its holder, since when and how long is left, and
 * can release an order now (after confirming): its payment is cancelled and its designs
 * are on sale again. A refusal (paid or released meanwhile) is said above the list,
 * which is read again.
 */
export function HoldsPanel() {
  const held = useQuery(heldExclusivesQuery());
  const client = useQueryClient();
  const toast = useToast();
  const failure = useFailure();
  const [releasing, setReleasing] = useState<HeldOrder | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const invalidate = () => Promise.all(holdReleaseKeys.map((queryKey) => client.invalidateQueries({ queryKey })));

  const release = useMutation({
    mutationFn: (order: HeldOrder) => adminHoldRelease({ orderNo: order.orderNo }),
    onMutate: () => setRefusal(null),
    onSuccess: async (answer, order) => {
      await invalidate();
      const released = answer.data?.map((h) => h.imgSn) ?? order.designs;
      toast.success(`${answer.message} (${names(released)})`);
    },
    onError: async (error) => {
      if (isAuthError(error)) return failure(error);
      setRefusal(errorMessage(error));
      // Paid, cancelled or released meanwhile: the list is out of date.
      await invalidate();
    },
    onSettled: () => setReleasing(null),
  });

  const orders = held.data ? heldOrders(held.data) : [];

  return (
    <Grid as="section" gap="md" className={shared.panel} aria-labelledby="admin-holds-title">
      <Inline gap="md" align="baseline" wrap>
        <Text as="h2" size="lg" weight="semibold" id="admin-holds-title">
          Held exclusives
        </Text>
        {held.data && held.data.length > 0 ? (
          <Text as="p" size="sm" tone="muted">
            {designCount(held.data.length)} held by {orderCount(orders.length)}
          </Text>
        ) : null}
      </Inline>
      <Text as="p" size="sm" tone="muted" className={styles.intro}>
        A started payment holds its exclusive designs off sale for {DEFAULT_HOLD_MINUTES} minutes, and a member may hold at most{' '}
        {MAX_UNPAID_EXCLUSIVES} unpaid. Release an order to put its designs back on sale now.
      </Text>
      {refusal ? (
        <Text as="p" size="sm" tone="danger" role="alert">
          {refusal}
        </Text>
      ) : null}

      <QueryState
        data={held.data}
        error={held.isError ? errorMessage(held.error) : null}
        errorTitle="The held exclusives could not be loaded"
        onRetry={() => void held.refetch()}
        loadingLabel="Loading held exclusives"
        loadingClassName={sprinkles({ padding: 'xl' })}
        headingLevel={3}
        isEmpty={() => orders.length === 0}
        empty={{
          title: 'No exclusive designs are held by unpaid orders.',
          description: 'When a member starts paying for an exclusive design, it shows here until the order is paid or its hold ends.',
        }}
      >
        {() => (
          <table className={clsx(shared.table, cardTable)} aria-label="Held exclusives">
            <thead className={cardTableHidden}>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className={shared.tableHeading}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={cardTable}>
              {orders.map((order) => (
                <tr key={order.orderNo} className={cardTableRow}>
                  <Text
                    as="th"
                    weight="semibold"
                    figures="tabular"
                    align="start"
                    className={clsx(shared.textCell, cardTableCell)}
                    scope="row"
                    data-label="Order no."
                  >
                    {order.orderNo}
                  </Text>
                  <td className={clsx(shared.textCell, cardTableCell)} data-label="Designs">
                    {names(order.designs)}
                  </td>
                  <td className={clsx(shared.textCell, cardTableCell)} data-label="Holder">
                    {order.holder}
                  </td>
                  <td className={clsx(shared.textCell, cardTableCell)} data-label="Held since">
                    <time dateTime={`${order.heldSince.replace(' ', 'T')}Z`}>{order.heldSince.slice(0, 16)}</time>
                  </td>
                  <Text as="td" figures="tabular" className={clsx(shared.textCell, cardTableCell, styles.left)} data-label="Time left">
                    {timeLeft(order.minutesLeft)}
                  </Text>
                  <td className={clsx(shared.textCell, cardTableCell)} data-label="Actions">
                    <Button size="sm" variant="secondary" aria-label={`Release order ${order.orderNo}`} onClick={() => setReleasing(order)}>
                      Release
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
      <ConfirmDialog
        open={releasing !== null}
        title="Release held designs"
        message={
          releasing
            ? `${names(releasing.designs)} go${releasing.designs.length === 1 ? 'es' : ''} back on sale now, and ${releasing.holder}'s payment for order ${releasing.orderNo} is cancelled.`
            : ''
        }
        confirmLabel="Release"
        busy={release.isPending}
        onConfirm={() => releasing && release.mutate(releasing)}
        onCancel={() => setReleasing(null)}
      />
    </Grid>
  );
}

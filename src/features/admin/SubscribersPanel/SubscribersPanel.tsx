import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminSubscribersCsv } from '../../../api/admin';
import { saveBlob } from '../../../api/download';
import { Button } from '../../../ui/Button/Button';
import { Icon } from '../../../ui/Icon/Icon';
import { Pagination } from '../../../ui/Pagination';
import { SearchBox } from '../../../ui/SearchBox/SearchBox';
import { QueryState } from '../../../ui/QueryState/QueryState';
import { useToast } from '../../../ui/Toast';
import { Inline } from '../../../ui/Inline/Inline';
import { Text } from '../../../ui/Text/Text';
import { Grid } from '../../../ui/Grid/Grid';
import { errorMessage, useFailure } from '../../session';
import { adminKey } from '../admin.queries';
import { SUBSCRIBERS_PAGE_SIZE, subscribersQuery } from './subscribers.queries';
import * as shared from '../admin.css';
import { sprinkles } from '../../../ui/styles/sprinkles.css';

/** The name the export is saved under. */
export const SUBSCRIBERS_FILE = 'subscribers.csv';

const countOf = (n: number) => (n === 1 ? '1 subscriber' : `${n} subscribers`);

/**
 * The newsletter's subscribers (/admin/subscribers): search by email, a page of 50 with
 * the date each subscribed, the total, and every subscriber exported as a CSV file.
 */
export function SubscribersPanel() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const onFailure = useFailure();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(0);

  const subscribers = useQuery(
    subscribersQuery({ keyword, iDisplayStart: page * SUBSCRIBERS_PAGE_SIZE, iDisplayLength: SUBSCRIBERS_PAGE_SIZE }),
  );

  const exportCsv = useMutation({
    mutationFn: () => adminSubscribersCsv(),
    onSuccess: async ({ blob }) => {
      saveBlob(blob, SUBSCRIBERS_FILE);
      toast.success(`Saved ${SUBSCRIBERS_FILE}`);
      // The server writes every export into the audit log.
      await queryClient.invalidateQueries({ queryKey: [...adminKey, 'audit'] });
    },
    onError: onFailure,
  });

  return (
    <Grid as="section" gap="md" className={shared.panel} aria-labelledby="admin-subscribers-title">
      <Inline gap="md" align="baseline" wrap>
        <Text as="h2" size="lg" weight="semibold" id="admin-subscribers-title">
          Newsletter subscribers
        </Text>
        {subscribers.data ? (
          <Text as="p" size="sm" tone="muted">
            {countOf(subscribers.data.iTotalRecords)}
          </Text>
        ) : null}
      </Inline>
      <Inline gap="md" align="center" justify="between" wrap>
        <SearchBox
          className={shared.searchField}
          aria-label="Search subscribers"
          placeholder="Email contains…"
          name="keyword"
          onSearch={(next) => {
            setKeyword(next);
            setPage(0);
          }}
        />
        <Button variant="secondary" loading={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
          <Icon name="download" />
          Export CSV
        </Button>
      </Inline>

      <QueryState
        data={subscribers.data}
        error={subscribers.isError ? errorMessage(subscribers.error) : null}
        errorTitle="The subscribers could not be loaded"
        onRetry={() => void subscribers.refetch()}
        loadingLabel="Loading subscribers"
        loadingClassName={sprinkles({ padding: 'xl' })}
        headingLevel={3}
        isEmpty={(data) => data.aaData.length === 0}
        empty={{
          icon: 'mail',
          title: keyword ? `No subscriber matches “${keyword}”` : 'No subscribers yet',
          description: keyword ? 'Try part of the address, or clear the search.' : 'People who sign up in the shop’s footer appear here.',
        }}
      >
        {(data) => (
          <>
            <table className={shared.table} aria-label="Subscribers" aria-busy={subscribers.isPlaceholderData || undefined}>
              <thead>
                <tr>
                  <th scope="col" className={shared.tableHeading}>
                    Email
                  </th>
                  <th scope="col" className={shared.tableHeading}>
                    Subscribed on
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.aaData.map((subscriber) => (
                  <tr key={subscriber.email}>
                    <td className={shared.textCell}>{subscriber.email}</td>
                    <td className={shared.textCell}>
                      <time dateTime={`${subscriber.dateCreate.replace(' ', 'T')}Z`}>{subscriber.dateCreate.slice(0, 16)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pagination
              aria-label="Subscriber pages"
              page={page}
              total={data.iTotalRecords}
              pageSize={SUBSCRIBERS_PAGE_SIZE}
              onPageChange={setPage}
            />
          </>
        )}
      </QueryState>
    </Grid>
  );
}

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminSubscribersCsv } from '../../../api/admin';
import { saveBlob } from '../../../api/download';
import { Button } from '../../../ui/Button/Button';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Icon } from '../../../ui/Icon/Icon';
import { Pagination } from '../../../ui/Pagination';
import { SearchBox } from '../../../ui/SearchBox/SearchBox';
import { Spinner } from '../../../ui/Spinner/Spinner';
import { useToast } from '../../../ui/Toast';
import { Inline } from '../../../ui/Inline/Inline';
import { errorMessage, useFailure } from '../../session';
import { adminKey } from '../admin.queries';
import { SUBSCRIBERS_PAGE_SIZE, subscribersQuery } from './subscribers.queries';
import * as styles from './SubscribersPanel.css';

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
    <section className={styles.panel} aria-labelledby="admin-subscribers-title">
      <Inline gap="md" align="baseline" wrap>
        <h2 id="admin-subscribers-title" className={styles.title}>
          Newsletter subscribers
        </h2>
        {subscribers.data ? <p className={styles.count}>{countOf(subscribers.data.iTotalRecords)}</p> : null}
      </Inline>
      <Inline gap="md" align="center" justify="between" wrap>
        <SearchBox
          className={styles.search}
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

      {subscribers.isPending ? (
        <Inline justify="center" className={styles.state}>
          <Spinner label="Loading subscribers" />
        </Inline>
      ) : subscribers.isError ? (
        <EmptyState
          headingLevel={3}
          icon="alert"
          title="The subscribers could not be loaded"
          description={errorMessage(subscribers.error)}
          action={<Button onClick={() => void subscribers.refetch()}>Try again</Button>}
        />
      ) : subscribers.data.aaData.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon="mail"
          title={keyword ? `No subscriber matches “${keyword}”` : 'No subscribers yet'}
          description={keyword ? 'Try part of the address, or clear the search.' : 'People who sign up in the shop’s footer appear here.'}
        />
      ) : (
        <>
          <table className={styles.table} aria-label="Subscribers" aria-busy={subscribers.isPlaceholderData || undefined}>
            <thead>
              <tr>
                <th scope="col" className={styles.heading}>
                  Email
                </th>
                <th scope="col" className={styles.heading}>
                  Subscribed on
                </th>
              </tr>
            </thead>
            <tbody>
              {subscribers.data.aaData.map((subscriber) => (
                <tr key={subscriber.email}>
                  <td className={styles.cell}>{subscriber.email}</td>
                  <td className={styles.cell}>
                    <time dateTime={`${subscriber.dateCreate.replace(' ', 'T')}Z`}>{subscriber.dateCreate.slice(0, 16)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            aria-label="Subscriber pages"
            page={page}
            total={subscribers.data.iTotalRecords}
            pageSize={SUBSCRIBERS_PAGE_SIZE}
            onPageChange={setPage}
          />
        </>
      )}
    </section>
  );
}

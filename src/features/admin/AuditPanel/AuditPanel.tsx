import { Fragment, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import type { AuditEntry } from '../../../api/types';
import { Button } from '../../../ui/Button/Button';
import { Pagination } from '../../../ui/Pagination';
import { SearchBox } from '../../../ui/SearchBox/SearchBox';
import { Select, type SelectOption } from '../../../ui/Select/Select';
import { QueryState } from '../../../ui/QueryState/QueryState';
import { cardTable, cardTableCell, cardTableHidden, cardTableRow } from '../../../ui/styles/records.css';
import { Inline } from '../../../ui/Inline/Inline';
import { Text } from '../../../ui/Text/Text';
import { Grid } from '../../../ui/Grid/Grid';
import { errorMessage } from '../../session';
import { AUDIT_PAGE_SIZE, auditQuery } from './audit.queries';
import { AuditChange } from './AuditChange';
import { auditActions } from './auditChange';
import * as styles from './AuditPanel.css';
import * as shared from '../admin.css';
import { sprinkles } from '../../../ui/styles/sprinkles.css';

const actionOptions: SelectOption[] = [
  { value: '', label: 'All actions' },
  ...auditActions.map((action) => ({ value: action, label: action })),
];

const columns = ['When', 'Who', 'Action', 'Target', 'Changes'] as const;

const countOf = (n: number) => (n === 1 ? '1 entry' : `${n} entries`);

/**
 * The audit log (/admin/audit): every operator action and command-line grant or
 * import, newest first, searched by operator, action or target and filtered by
 * action; each entry opens to show what it changed, before and after.
 */
export function AuditPanel() {
  const [keyword, setKeyword] = useState('');
  const [action, setAction] = useState('');
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());

  const log = useQuery(auditQuery({ keyword, action, iDisplayStart: page * AUDIT_PAGE_SIZE, iDisplayLength: AUDIT_PAGE_SIZE }));

  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Grid as="section" gap="md" className={shared.panel} aria-labelledby="admin-audit-title">
      <Inline gap="md" align="baseline" wrap>
        <Text as="h2" size="lg" weight="semibold" id="admin-audit-title">
          Audit log
        </Text>
        {log.data ? (
          <Text as="p" size="sm" tone="muted">
            {countOf(log.data.iTotalRecords)}
          </Text>
        ) : null}
      </Inline>
      <Inline gap="md" align="end" wrap>
        <SearchBox
          className={shared.searchField}
          aria-label="Search the audit log"
          placeholder="Operator, action, target or address"
          name="keyword"
          onSearch={(next) => {
            setKeyword(next);
            setPage(0);
          }}
        />
        <Select
          className={styles.action}
          label="Action"
          options={actionOptions}
          value={action}
          onValueChange={(next) => {
            setAction(next);
            setPage(0);
          }}
        />
      </Inline>

      <QueryState
        data={log.data}
        error={log.isError ? errorMessage(log.error) : null}
        errorTitle="The audit log could not be loaded"
        onRetry={() => void log.refetch()}
        loadingLabel="Loading the audit log"
        loadingClassName={sprinkles({ padding: 'xl' })}
        headingLevel={3}
        isEmpty={(data) => data.aaData.length === 0}
        empty={{
          icon: 'search',
          title: keyword || action ? 'No entry matches' : 'Nothing has been logged yet',
          description: keyword || action ? 'Try another action or search.' : 'Every change an operator makes is written here.',
        }}
      >
        {(data) => (
          <>
            <table className={clsx(shared.table, cardTable)} aria-label="Audit entries" aria-busy={log.isPlaceholderData || undefined}>
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
                {data.aaData.map((entry) => (
                  <AuditRows key={entry.id} entry={entry} open={open.has(entry.id)} onToggle={() => toggle(entry.id)} />
                ))}
              </tbody>
            </table>
            <Pagination aria-label="Audit pages" page={page} total={data.iTotalRecords} pageSize={AUDIT_PAGE_SIZE} onPageChange={setPage} />
          </>
        )}
      </QueryState>
    </Grid>
  );
}

/** One entry, and below it (when opened) what it changed. */
function AuditRows({ entry, open, onToggle }: { entry: AuditEntry; open: boolean; onToggle: () => void }) {
  const changeId = `audit-change-${entry.id}`;
  return (
    <Fragment>
      <tr className={cardTableRow}>
        <td className={clsx(styles.cell, cardTableCell)} data-label="When">
          <time dateTime={`${entry.at.replace(' ', 'T')}Z`}>{entry.at.slice(0, 16)}</time>
        </td>
        <td className={clsx(styles.cell, cardTableCell)} data-label="Who">
          {/* One piece, so a phone's card lays the address under the name, not beside it. */}
          <div>
            {entry.actor}
            {entry.address ? (
              <Text as="div" size="xs" tone="muted">
                from {entry.address}
              </Text>
            ) : null}
          </div>
        </td>
        <td className={clsx(styles.cell, cardTableCell)} data-label="Action">
          <Text as="code" weight="medium" className={styles.code}>
            {entry.action}
          </Text>
        </td>
        <td className={clsx(styles.cell, cardTableCell)} data-label="Target">
          {entry.target}
        </td>
        <td className={clsx(styles.cell, cardTableCell)}>
          <Button variant="text" size="sm" aria-expanded={open} aria-controls={open ? changeId : undefined} onClick={onToggle}>
            {open ? 'Hide changes' : 'Show changes'}
          </Button>
        </td>
      </tr>
      {open ? (
        <tr className={styles.changesRow}>
          <td colSpan={columns.length} className={styles.changes}>
            <AuditChange id={changeId} before={entry.before} after={entry.after} label={`Changes to ${entry.target}`} />
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}

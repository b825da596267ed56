import { fieldChanges, shownValue } from './auditChange';
import * as styles from './AuditChange.css';
import * as shared from '../admin.css';

export interface AuditChangeProps {
  /** What the entry recorded before the action (null for a creation). */
  before: unknown;
  /** What it recorded after (null for a deletion). */
  after: unknown;
  /** Names the table of changes ("Changes to design PT-01002"). */
  label: string;
  id?: string;
}

function Value({ value }: { value: unknown }) {
  const shown = shownValue(value);
  if (shown.block) return <pre className={styles.json}>{shown.text}</pre>;
  return <span>{shown.text}</span>;
}

/**
 * An audit entry's change: the fields that changed with their value before and after,
 * side by side; nested values as indented JSON.
 */
export function AuditChange({ before, after, label, id }: AuditChangeProps) {
  const changes = fieldChanges(before, after);
  if (changes.length === 0)
    return (
      <p id={id} className={shared.smallMuted}>
        No field changed.
      </p>
    );
  return (
    <table id={id} className={styles.table} aria-label={label}>
      <thead>
        <tr>
          <th scope="col" className={styles.heading}>
            Field
          </th>
          <th scope="col" className={styles.heading}>
            Before
          </th>
          <th scope="col" className={styles.heading}>
            After
          </th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row" className={styles.field}>
              {change.field || 'value'}
            </th>
            <td className={styles.before}>
              <Value value={change.before} />
            </td>
            <td className={styles.after}>
              <Value value={change.after} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

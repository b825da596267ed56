import clsx from 'clsx';
import { Text } from '../../../ui/Text/Text';
import { typedText } from '../admin.css';
import { fieldChanges, shownValue } from './auditChange';
import * as styles from './AuditChange.css';
import { code } from './AuditPanel.css';

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
  if (shown.block)
    return (
      <Text as="pre" size="xs" className={clsx(code, typedText)}>
        {shown.text}
      </Text>
    );
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
      <Text as="p" size="sm" tone="muted" id={id}>
        No field changed.
      </Text>
    );
  return (
    <table id={id} className={styles.table} aria-label={label}>
      <thead>
        <tr>
          <Text as="th" weight="semibold" tone="muted" className={styles.heading} scope="col">
            Field
          </Text>
          <Text as="th" weight="semibold" tone="muted" className={styles.heading} scope="col">
            Before
          </Text>
          <Text as="th" weight="semibold" tone="muted" className={styles.heading} scope="col">
            After
          </Text>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <Text as="th" weight="medium" align="start" scope="row" className={styles.cell}>
              {change.field || 'value'}
            </Text>
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

import type { ImportProblem, ImportReport } from '../../../api/adminTypes';
import * as styles from './ImportPanel.css';
import * as shared from '../admin.css';
import { Stack } from '../../../ui/Stack/Stack';
import { Text } from '../../../ui/Text/Text';

export interface ImportReportViewProps {
  report: ImportReport;
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** Rows of the sheet with what is said about each: its line, the field and the message. */
function ProblemTable({ caption, column, problems }: { caption: string; column: string; problems: ImportProblem[] }) {
  return (
    <table className={shared.table}>
      <caption className={shared.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={`${shared.tableHeading} ${shared.compactCell}`}>
            Line
          </th>
          <th scope="col" className={`${shared.tableHeading} ${shared.compactCell}`}>
            Field
          </th>
          <th scope="col" className={`${shared.tableHeading} ${shared.compactCell}`}>
            {column}
          </th>
        </tr>
      </thead>
      <tbody>
        {problems.map((problem, i) => (
          <tr key={`${problem.line}-${problem.field}-${i}`}>
            <td className={styles.cell}>{problem.line}</td>
            <td className={styles.cell}>
              <code className={styles.code}>{problem.field}</code>
            </td>
            <td className={styles.cell}>{problem.message}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * What an import did: designs created, updated and unchanged, every refused row with
 * its line, field and reason, rows imported with a warning (artwork that prints very
 * small: src/domain/printSize.ts), headers the import did not know, and how long it took.
 */
export function ImportReportView({ report }: ImportReportViewProps) {
  const refusedLines = new Set(report.refused.map((problem) => problem.line)).size;
  return (
    <Stack as="section" gap="sm" aria-labelledby="import-report-title">
      <Text as="h3" size="lg" weight="semibold" id="import-report-title">
        Import report
      </Text>
      <p>
        {report.file}: {plural(report.total, 'row')} read in {report.seconds} s.
      </p>
      <Text as="table" size="sm" className={styles.counts}>
        <caption className={shared.caption}>Outcome</caption>
        <tbody>
          {(
            [
              ['Created', report.created],
              ['Updated', report.updated],
              ['Unchanged', report.unchanged],
              ['Refused', refusedLines],
            ] as const
          ).map(([label, count]) => (
            <tr key={label}>
              <th scope="row" className={styles.cell}>
                {label}
              </th>
              <td className={`${shared.compactCell} ${shared.numeric}`}>{count}</td>
            </tr>
          ))}
        </tbody>
      </Text>
      {report.interrupted ? (
        <p role="status" className={shared.alertBand}>
          The import stopped before the end (the shop restarted or it was cancelled). Import the same folder again: rows already imported
          come back unchanged and the rest carry on.
        </p>
      ) : null}
      {report.refused.length ? (
        <ProblemTable
          caption="Refused rows: correct them in the sheet and import the folder again"
          column="Problem"
          problems={report.refused}
        />
      ) : report.interrupted ? null : (
        <Text as="p" tone="success" weight="medium">
          Every row was imported.
        </Text>
      )}
      {report.warnings.length ? (
        <ProblemTable
          caption="Imported with a warning: these rows went in, but check their artwork"
          column="Warning"
          problems={report.warnings}
        />
      ) : null}
      {report.ignoredHeaders.length ? (
        <p>
          Columns not used (a misspelt header shows here):{' '}
          {report.ignoredHeaders.map((header, i) => (
            <span key={header}>
              {i ? ', ' : ''}
              <code className={styles.code}>{header}</code>
            </span>
          ))}
        </p>
      ) : null}
    </Stack>
  );
}

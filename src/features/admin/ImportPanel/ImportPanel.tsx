import { useEffect, useId, useState, type DragEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminImport } from '../../../api/admin';
import type { ImportJob } from '../../../api/adminTypes';
import { Button } from '../../../ui/Button/Button';
import { ProgressBar } from '../../../ui/ProgressBar/ProgressBar';
import { Spinner } from '../../../ui/Spinner/Spinner';
import { visuallyHidden } from '../../../ui/styles/visuallyHidden.css';
import { Stack } from '../../../ui/Stack/Stack';
import { Inline } from '../../../ui/Inline/Inline';
import { Text } from '../../../ui/Text/Text';
import { errorMessage, useFailure } from '../../session';
import { invalidateAfterDesignChange } from '../DesignsPanel/designs.queries';
import { importJobQuery } from './import.queries';
import { chosenFromDrop, chosenFromInput, type ChosenFolder, type DroppedEntry } from './importFolder';
import { ImportReportView } from './ImportReportView';
import { ImportSheetGuide } from './ImportSheetGuide';
import * as styles from './ImportPanel.css';
import * as shared from '../admin.css';

/** The folder input: not in React's typings, passed as a plain attribute. */
const folderInput = { webkitdirectory: '', directory: '' } as Record<string, string>;

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/**
 * The back office's import (/admin/import): choose or drop a folder holding designs.csv
 * (or designs.json) and the artwork it names, upload it, watch the job's progress and
 * read its report — what was created, updated or left unchanged, and every refused row
 * by line and field.
 */
export function ImportPanel() {
  const client = useQueryClient();
  const onFailure = useFailure();
  const [chosen, setChosen] = useState<ChosenFolder | null>(null);
  const [started, setStarted] = useState<ImportJob | null>(null);
  const [dragging, setDragging] = useState(false);
  const [reading, setReading] = useState(false);
  const folderId = useId();
  const filesId = useId();

  const upload = useMutation({
    mutationFn: (folder: ChosenFolder) => adminImport(folder.files),
    onSuccess: (answer) => setStarted(answer.data),
    onError: onFailure,
  });

  const choose = (next: ChosenFolder) => {
    upload.reset();
    setStarted(null);
    setChosen(next);
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    // Entries must be taken while the event lasts: the browser empties the list after it.
    const entries = [...event.dataTransfer.items]
      .filter((item) => item.kind === 'file')
      .map((item) => item.webkitGetAsEntry() as DroppedEntry | null)
      .filter((entry): entry is DroppedEntry => entry !== null);
    setReading(true);
    chosenFromDrop(entries)
      .then(choose)
      .catch((error: unknown) => onFailure(error))
      .finally(() => setReading(false));
  };

  return (
    <Stack as="section" gap="lg" className={shared.panel} aria-labelledby="import-title">
      <Text as="h2" size="xl" weight="semibold" leading="tight" id="import-title">
        Import designs
      </Text>
      <Text as="p" tone="muted" className={styles.intro}>
        Choose the folder of a collection: its sheet (designs.csv or designs.json) and the images and source files it names. Rows already
        imported are updated, never duplicated.
      </Text>

      {started ? (
        <ImportJobView
          initial={started}
          onDone={() => void invalidateAfterDesignChange(client)}
          onAgain={() => {
            setStarted(null);
            setChosen(null);
            upload.reset();
          }}
        />
      ) : (
        <>
          <Stack
            gap="md"
            align="center"
            role="group"
            aria-label="Choose what to import"
            className={styles.dropZone}
            data-dragging={dragging ? '' : undefined}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={drop}
          >
            <p>Drop a folder here, or</p>
            <Inline gap="sm" justify="center" wrap>
              <label htmlFor={folderId} className={shared.filePicker}>
                Choose a folder
              </label>
              <input
                id={folderId}
                type="file"
                multiple
                {...folderInput}
                className={visuallyHidden}
                onChange={(event) => {
                  choose(chosenFromInput([...(event.target.files ?? [])]));
                  event.target.value = '';
                }}
              />
              <label htmlFor={filesId} className={shared.filePicker}>
                Choose files
              </label>
              <input
                id={filesId}
                type="file"
                multiple
                className={visuallyHidden}
                onChange={(event) => {
                  choose(chosenFromInput([...(event.target.files ?? [])]));
                  event.target.value = '';
                }}
              />
            </Inline>
            {reading ? <Spinner label="Reading the folder" /> : null}
          </Stack>
          {chosen ? <ChosenSummary chosen={chosen} uploading={upload.isPending} onUpload={() => upload.mutate(chosen)} /> : null}
        </>
      )}

      <ImportSheetGuide />
    </Stack>
  );
}

interface ChosenSummaryProps {
  chosen: ChosenFolder;
  uploading: boolean;
  onUpload: () => void;
}

/** What was chosen: how many files, from which folder, and whether the sheet is there (no upload without it). */
function ChosenSummary({ chosen, uploading, onUpload }: ChosenSummaryProps) {
  return (
    <Stack as="section" gap="sm" aria-labelledby="import-chosen-title">
      <Text as="h3" size="lg" weight="semibold" id="import-chosen-title">
        Chosen
      </Text>
      <p>
        {plural(chosen.files.length, 'file')}
        {chosen.name ? ` from the folder “${chosen.name}”` : ''}.
      </p>
      {chosen.sheet ? (
        <>
          <Text as="p" tone="success" weight="medium">
            Sheet found: {chosen.sheet}
          </Text>
          <Inline gap="sm" wrap>
            <Button onClick={onUpload} loading={uploading}>
              Upload and import
            </Button>
          </Inline>
        </>
      ) : (
        <p role="alert" className={shared.alertBand}>
          There is no designs.csv or designs.json at the top of {chosen.name ? 'this folder' : 'these files'}: the import needs one row per
          design. Add the sheet and choose the folder again.
        </p>
      )}
    </Stack>
  );
}

interface ImportJobViewProps {
  /** The job as the upload answered it. */
  initial: ImportJob;
  /** The job ended: the catalogue changed. */
  onDone: () => void;
  onAgain: () => void;
}

/** A running import's progress (done of total, designs a second, time left), then its report or why it failed. */
function ImportJobView({ initial, onDone, onAgain }: ImportJobViewProps) {
  const job = useQuery({ ...importJobQuery(initial.jobId), initialData: initial });
  const current = job.data;
  const finished = current.state !== 'running';

  useEffect(() => {
    if (finished) onDone();
    // Once, when the job ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished]);

  if (job.isError && !finished)
    return (
      <Stack gap="sm">
        <p role="alert" className={shared.alertBand}>
          How far the import got could not be read: {errorMessage(job.error)}
        </p>
        <Inline gap="sm" wrap>
          <Button onClick={() => void job.refetch()}>Try again</Button>
        </Inline>
      </Stack>
    );

  return (
    <Stack gap="sm">
      {current.state === 'running' ? (
        <Stack as="section" gap="sm" className={styles.progress} aria-labelledby="import-progress-title">
          <Text as="h3" size="lg" weight="semibold" id="import-progress-title">
            Importing…
          </Text>
          <ProgressBar value={current.total ? (current.done / current.total) * 100 : 0} label="Import progress" showValue />
          <p>
            {current.done} of {plural(current.total, 'design')}
            {current.rate > 0 ? ` · ${current.rate} designs a second` : ''}
            {current.etaSeconds !== null && current.rate > 0 ? ` · about ${etaText(current.etaSeconds)} left` : ''}
          </p>
          <Text as="p" size="sm" tone="muted">
            You may leave this page: the import goes on, and its designs appear as they are ready.
          </Text>
        </Stack>
      ) : current.state === 'failed' ? (
        <p role="alert" className={shared.alertBand}>
          The import failed: {current.error ?? 'the server gave no reason.'}
        </p>
      ) : current.report ? (
        <ImportReportView report={current.report} />
      ) : null}
      {finished ? (
        <Inline gap="sm" wrap>
          <Button variant="secondary" onClick={onAgain}>
            Import another folder
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}

/** Seconds as people say them: '40 s', '3 min', '1 h 5 min'. */
export function etaText(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

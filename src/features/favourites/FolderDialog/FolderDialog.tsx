import { useId, useState } from 'react';
import { Button } from '../../../ui/Button/Button';
import { Form, useFormErrors } from '../../../ui/Form';
import { Modal } from '../../../ui/Modal/Modal';
import { TextField } from '../../../ui/TextField/TextField';
import { CREATE_FOLDER_LABEL, FOLDER_NAME_MAX_LENGTH, validateName, validateRename, type FolderDraft, type FolderErrors } from '../folders';
import * as styles from './FolderDialog.css';

/**
 * - `create`: a new folder from the favourites page; name and description are sent as
 *   typed, without checks (§5 "Creating a folder sends title and desc without those checks").
 * - `edit`: renames a folder; the rename checks apply (§5).
 * - `name`: a new folder from folder detail, which has no folder id yet; only a name is asked.
 */
export type FolderDialogMode = 'create' | 'edit' | 'name';

export interface FolderDialogProps {
  /** Whether the dialog is shown. The parent closes it after a successful save. */
  open: boolean;
  mode: FolderDialogMode;
  /** The folder's current name and description (edit). */
  initial?: FolderDraft;
  /** Confirm with values that pass the mode's checks; the parent sends them. */
  onSubmit: (draft: FolderDraft) => void;
  /** Cancel, the close icon, Escape or the backdrop. */
  onClose: () => void;
  /** The save is on its way: Confirm spins and ignores presses, and the dialog stays open. */
  busy?: boolean;
}

const headings: Record<FolderDialogMode, string> = {
  create: CREATE_FOLDER_LABEL,
  edit: 'Edit Moodboard',
  name: CREATE_FOLDER_LABEL,
};

const checks: Record<FolderDialogMode, (draft: FolderDraft) => FolderErrors> = {
  create: () => ({}),
  edit: validateRename,
  name: validateName,
};

const emptyDraft: FolderDraft = { title: '', desc: '' };

/** The create/edit folder dialog (storefront §2 "Favorites"): name and description, Cancel and Confirm. */
export function FolderDialog({ open, mode, initial = emptyDraft, onSubmit, onClose, busy = false }: FolderDialogProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={headings[mode]}
      size="md"
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            Confirm
          </Button>
        </>
      }
    >
      {/* Mounted per opening (the dialog's content unmounts when closed), so it starts from `initial`. */}
      <FolderForm id={formId} mode={mode} initial={initial} onSubmit={onSubmit} busy={busy} />
    </Modal>
  );
}

interface FolderFormProps {
  id: string;
  mode: FolderDialogMode;
  initial: FolderDraft;
  onSubmit: (draft: FolderDraft) => void;
  busy: boolean;
}

function FolderForm({ id, mode, initial, onSubmit, busy }: FolderFormProps) {
  const [draft, setDraft] = useState<FolderDraft>(initial);
  const form = useFormErrors<keyof FolderDraft>(['title', 'desc']);
  const { errors } = form;

  const change = (field: keyof FolderDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    // A message goes once the person starts fixing its field.
    if (errors[field]) form.setError(field, null);
  };

  const handleSubmit = () => {
    if (busy) return;
    if (form.showErrors(checks[mode](draft))) return;
    onSubmit(mode === 'name' ? { title: draft.title, desc: '' } : draft);
  };

  return (
    <Form id={id} onSubmit={handleSubmit} className={styles.form} aria-label={headings[mode]}>
      <TextField
        ref={form.fieldRef('title')}
        label="Name"
        name="title"
        autoComplete="off"
        maxLength={FOLDER_NAME_MAX_LENGTH}
        value={draft.title}
        onChange={(event) => change('title', event.target.value)}
        error={errors.title}
      />
      {mode === 'name' ? null : (
        <TextField
          ref={form.fieldRef('desc')}
          label="Description"
          name="desc"
          multiline
          rows={3}
          maxLength={500}
          value={draft.desc}
          onChange={(event) => change('desc', event.target.value)}
          error={errors.desc}
        />
      )}
    </Form>
  );
}

import { useState, type FormEvent } from 'react';
import type { PickerFolder } from '../../../api/types';
import { Button } from '../../../ui/Button/Button';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Icon } from '../../../ui/Icon/Icon';
import { Modal } from '../../../ui/Modal/Modal';
import { SearchBox } from '../../../ui/SearchBox/SearchBox';
import { TextField } from '../../../ui/TextField/TextField';
import { SAVED_LABEL, SAVE_LABEL, folderHasProduct } from '../favourites';
import { validateName } from '../folders';
import * as styles from './FavouritesPicker.css';

export interface FavouritesPickerProps {
  /** Whether the dialog is shown. The parent owns this state. */
  open: boolean;
  /** Called when the person closes it: the close icon, a backdrop click or Escape. */
  onClose: () => void;
  /** The member's folders for this product: folderId, title, hasProduct (0 means not in it). */
  folders: PickerFolder[];
  /** The search text the list was loaded for (shown in the box and in the empty message). */
  search: string;
  /** Enter or the search button: filter the folders by this text (trimmed, may be ''). */
  onSearch: (text: string) => void;
  /** SAVE on a folder: add the product to it. */
  onSave: (folder: PickerFolder) => void;
  /** Saved on a folder: take the product out of it. */
  onRemove: (folder: PickerFolder) => void;
  /** The folder whose add or removal is under way: its button shows a spinner, the others wait. */
  busyFolderId?: number | null;
  /** The list is being loaded again (a search, or after a change). */
  refreshing?: boolean;
  /** Create and save: make a board of this name (trimmed, not empty) and save the design in it. */
  onCreate?: (title: string) => void;
  /** A board is being made and the design saved in it. */
  creating?: boolean;
  /** Why the last new board could not be made; shown under its name. */
  createError?: string;
}

/** The picker's own addition to the spec's dialog (issue 42): a board is named and the design saved in it in one step. */
export const NEW_BOARD_LABEL = 'New board';
export const CREATE_AND_SAVE_LABEL = 'Create and save';

/**
 * The favourites picker (storefront §2 "Favourites picker dialog"): 'Save to board', a
 * search box and the member's folders, each with SAVE or Saved. Closes by the close icon
 * or a backdrop click.
 */
export function FavouritesPicker({
  open,
  onClose,
  folders,
  search,
  onSearch,
  onSave,
  onRemove,
  busyFolderId = null,
  refreshing = false,
  onCreate,
  creating = false,
  createError,
}: FavouritesPickerProps) {
  const busy = busyFolderId !== null || creating;
  return (
    <Modal open={open} onClose={onClose} title="Save to board" size="sm">
      <div className={styles.body}>
        {/* Uncontrolled: it keeps what the person typed (and focus) while the list reloads. */}
        <SearchBox aria-label="Search boards" placeholder="Search boards" defaultValue={search} onSearch={onSearch} />
        {folders.length === 0 ? (
          <EmptyState
            headingLevel={3}
            icon="heart"
            title={search ? `No boards match “${search}”` : 'No boards yet'}
            description={
              search
                ? 'Try another name, or clear the search.'
                : onCreate
                  ? 'Name a new board below: the design is saved in it.'
                  : 'Create a board in Favorites, then save designs to it.'
            }
          />
        ) : (
          <ul className={styles.list} aria-label="Boards" aria-busy={refreshing || undefined}>
            {folders.map((folder) => {
              const saved = folderHasProduct(folder);
              return (
                <li key={folder.folderId} className={styles.row}>
                  <span className={styles.folderTitle} title={folder.title}>
                    {folder.title}
                  </span>
                  <Button
                    size="sm"
                    variant={saved ? 'secondary' : 'primary'}
                    className={styles.toggle}
                    loading={busyFolderId === folder.folderId}
                    disabled={busy && busyFolderId !== folder.folderId}
                    onClick={() => (saved ? onRemove(folder) : onSave(folder))}
                  >
                    {saved ? <Icon name="check" /> : null}
                    {saved ? SAVED_LABEL : SAVE_LABEL}
                    {/* Names the board for screen readers: "SAVE to Kidswear", "Saved in Kidswear". */}
                    <span className={styles.visuallyHidden}>{saved ? ` in ${folder.title}` : ` to ${folder.title}`}</span>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {onCreate ? <NewBoardForm onCreate={onCreate} creating={creating} disabled={busy && !creating} serverError={createError} /> : null}
      </div>
    </Modal>
  );
}

interface NewBoardFormProps {
  onCreate: (title: string) => void;
  creating: boolean;
  disabled: boolean;
  serverError?: string;
}

/** A name and 'Create and save': an empty name is refused here with the folder rules' message. */
function NewBoardForm({ onCreate, creating, disabled, serverError }: NewBoardFormProps) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();
  // Once a board is made the name is cleared for the next one; a refused name stays to be corrected.
  const [wasCreating, setWasCreating] = useState(creating);
  if (wasCreating !== creating) {
    setWasCreating(creating);
    if (!creating && !serverError) setTitle('');
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateName({ title }).title;
    setError(problem);
    if (!problem) onCreate(title.trim());
  };
  return (
    <form className={styles.newBoard} aria-label={NEW_BOARD_LABEL} onSubmit={submit} noValidate>
      <TextField
        label={NEW_BOARD_LABEL}
        placeholder="Name a new board"
        value={title}
        maxLength={100}
        error={error ?? serverError}
        onChange={(event) => {
          setTitle(event.target.value);
          setError(undefined);
        }}
        className={styles.newBoardName}
      />
      <Button type="submit" variant="secondary" loading={creating} disabled={disabled} className={styles.newBoardButton}>
        {CREATE_AND_SAVE_LABEL}
      </Button>
    </form>
  );
}

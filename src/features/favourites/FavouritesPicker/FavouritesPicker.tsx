import { useLayoutEffect, useRef, useState } from 'react';
import type { PickerFolder } from '../../../api/types';
import { Button } from '../../../ui/Button/Button';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Icon } from '../../../ui/Icon/Icon';
import { Inline } from '../../../ui/Inline/Inline';
import { Modal } from '../../../ui/Modal/Modal';
import { SearchBox } from '../../../ui/SearchBox/SearchBox';
import { Stack } from '../../../ui/Stack/Stack';
import { visuallyHidden } from '../../../ui/styles/visuallyHidden.css';
import { Text } from '../../../ui/Text/Text';
import { SAVED_LABEL, SAVE_LABEL, folderHasProduct } from '../favourites';
import { FavouritesPickerNewBoard } from './FavouritesPickerNewBoard';
import * as styles from './FavouritesPicker.css';
import * as shared from '../favourites.css';

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
  /** 'Create and save': make a board of this name (trimmed, not empty) and save the design in it. */
  onCreate: (title: string) => void;
  /** A board is being made and the design saved in it. */
  creating?: boolean;
  /** Why the last new board could not be made (the server's words, or that it could not be reached); shown at its name. */
  createError?: string;
  /**
   * The board the last 'Create and save' made. When it changes the name field closes, and
   * focus goes to that board's button once the list shows it.
   */
  createdFolderId?: number | null;
}

/**
 * The favourites picker (storefront §2 "Favourites picker dialog"): 'Save to board', a
 * search box and the member's folders, each with SAVE or Saved. Closes by the close icon
 * or a backdrop click. Our addition (issue 42): 'Create Moodboard' names a new board here
 * and the design is saved in it in one step, so a first design is saved without leaving.
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
  createdFolderId = null,
}: FavouritesPickerProps) {
  const busy = busyFolderId !== null || creating;
  const bodyRef = useRef<HTMLDivElement>(null);
  const newBoardFormRef = useRef<HTMLFormElement>(null);
  const newBoardButtonRef = useRef<HTMLButtonElement>(null);

  // The box shows the text the list was loaded for: the parent may clear it (a new board
  // is shown with every board), and a closed picker forgets text that was never searched.
  const [query, setQuery] = useState(search);
  const [queryFor, setQueryFor] = useState(search);
  if (queryFor !== search) {
    setQueryFor(search);
    setQuery(search);
  } else if (!open && query !== search) {
    setQuery(search);
  }

  // After 'Create and save', focus goes to the new board's Saved (the confirmation, and the
  // way to undo it) once the list shows it, unless the person has moved on by then.
  const focusedCreated = useRef(createdFolderId);
  useLayoutEffect(() => {
    if (createdFolderId === null || focusedCreated.current === createdFolderId) return;
    const body = bodyRef.current;
    const row = body?.querySelector<HTMLElement>(`[data-folder-id="${createdFolderId}"]`);
    if (!body || !row) return;
    focusedCreated.current = createdFolderId;
    const active = document.activeElement;
    if (active === newBoardButtonRef.current || !body.contains(active)) row.focus();
  }, [createdFolderId, folders]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Save to board"
      size="sm"
      onEscapeKeyDown={(event) => {
        // Escape in the new board's form cancels the form (its own handler), not the dialog.
        if (event.target instanceof Node && newBoardFormRef.current?.contains(event.target)) event.preventDefault();
      }}
    >
      <Stack gap="lg" ref={bodyRef}>
        <SearchBox aria-label="Search boards" placeholder="Search boards" value={query} onValueChange={setQuery} onSearch={onSearch} />
        {folders.length === 0 ? (
          <EmptyState
            headingLevel={3}
            icon="heart"
            title={search ? `No boards match “${search}”` : 'No boards yet'}
            description={search ? 'Try another name, or clear the search.' : 'Create a moodboard here and save the design in it.'}
          />
        ) : (
          <Stack as="ul" list className={shared.pickerList} aria-label="Boards" aria-busy={refreshing || undefined}>
            {folders.map((folder) => {
              const saved = folderHasProduct(folder);
              return (
                <Inline as="li" gap="md" align="center" justify="between" key={folder.folderId} className={shared.pickerRow}>
                  <Text weight="medium" truncate className={shared.shrinks} title={folder.title}>
                    {folder.title}
                  </Text>
                  <Button
                    size="sm"
                    variant={saved ? 'secondary' : 'primary'}
                    className={styles.toggle}
                    data-folder-id={folder.folderId}
                    loading={busyFolderId === folder.folderId}
                    disabled={busy && busyFolderId !== folder.folderId}
                    onClick={() => (saved ? onRemove(folder) : onSave(folder))}
                  >
                    {saved ? <Icon name="check" /> : null}
                    {saved ? SAVED_LABEL : SAVE_LABEL}
                    {/* Names the board for screen readers: "SAVE to Kidswear", "Saved in Kidswear". */}
                    <span className={visuallyHidden}>{saved ? ` in ${folder.title}` : ` to ${folder.title}`}</span>
                  </Button>
                </Inline>
              );
            })}
          </Stack>
        )}
        <FavouritesPickerNewBoard
          onCreate={onCreate}
          creating={creating}
          disabled={busy && !creating}
          serverError={createError}
          createdFolderId={createdFolderId}
          prominent={folders.length === 0}
          formRef={newBoardFormRef}
          openButtonRef={newBoardButtonRef}
        />
      </Stack>
    </Modal>
  );
}

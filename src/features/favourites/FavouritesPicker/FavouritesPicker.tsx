import type { PickerFolder } from '../../../api/types';
import { Button } from '../../../ui/Button/Button';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Icon } from '../../../ui/Icon/Icon';
import { Modal } from '../../../ui/Modal/Modal';
import { SearchBox } from '../../../ui/SearchBox/SearchBox';
import { SAVED_LABEL, SAVE_LABEL, folderHasProduct } from '../favourites';
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
}

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
}: FavouritesPickerProps) {
  const busy = busyFolderId !== null;
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
            description={search ? 'Try another name, or clear the search.' : 'Create a board in Favorites, then save designs to it.'}
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
      </div>
    </Modal>
  );
}

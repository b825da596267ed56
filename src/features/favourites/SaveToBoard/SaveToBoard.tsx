import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { addBookmarkDetail, addFolder, deleteBookmarkDetail } from '../../../api/personal';
import { isAuthError } from '../../../api/errors';
import type { PickerFolder } from '../../../api/types';
import { Button } from '../../../ui/Button/Button';
import { Icon } from '../../../ui/Icon/Icon';
import { useToast } from '../../../ui/Toast';
import { isLoggedInAtom, loginDialogAtom } from '../../session';
import { SAVED_LABEL, SAVE_LABEL, afterAdd, afterRemove, isSaved, type CollectionState } from '../favourites';
import { folderDetailQuery, foldersQuery, pickerFoldersQuery } from '../favourites.queries';
import { FavouritesPicker } from '../FavouritesPicker/FavouritesPicker';
import * as styles from './SaveToBoard.css';

export interface SaveToBoardProps {
  /** The design to save. */
  productId: number;
  /** A folder holding it (the card's `collectionId`), or null. */
  collectionId: number | null;
  /** How many of the member's folders hold it (the card's `hasCollection`): above 0 shows 'Saved'. */
  hasCollection: number;
  /** Called after an add or a removal with the new values, so the owner can update its card. */
  onChange?: (next: CollectionState) => void;
  className?: string;
}

type Change = { action: 'add' | 'remove'; folder: PickerFolder };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something went wrong, please try again.');

/**
 * A product's SAVE / Saved control (storefront §4 "Favourite per product"). Logged out,
 * it asks for the login dialog. Logged in, it loads the member's folders and opens the
 * favourites picker only once they have loaded; 601 or 680 open the login dialog in
 * sign-in mode (§8), other failures show the server's message as a toast.
 */
export function SaveToBoard({ productId, collectionId, hasCollection, onChange, className }: SaveToBoardProps) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setLoginDialog = useSetAtom(loginDialogAtom);
  const toast = useToast();
  const queryClient = useQueryClient();

  // The owner may or may not feed the new values back: keep our own copy, and take the
  // owner's whenever its props change.
  const [state, setState] = useState<CollectionState>({ collectionId, hasCollection });
  const [fromProps, setFromProps] = useState<CollectionState>({ collectionId, hasCollection });
  if (fromProps.collectionId !== collectionId || fromProps.hasCollection !== hasCollection) {
    setFromProps({ collectionId, hasCollection });
    setState({ collectionId, hasCollection });
  }

  const [open, setOpen] = useState(false);
  // A store page holds a hundred of these: the picker (its dialog, the folders query and
  // the change) is mounted once first asked for, then kept so it can close with its animation.
  const [pickerWanted, setPickerWanted] = useState(false);
  const [search, setSearch] = useState('');
  const [loading, setLoading] = useState<'opening' | 'refreshing' | null>(null);

  const fail = (error: unknown) => {
    if (isAuthError(error)) {
      setOpen(false);
      setLoginDialog('signIn');
      return;
    }
    toast.error(messageOf(error));
  };

  /** Loads the list for `text` (always from the server), then shows it. */
  const load = async (text: string) => {
    await queryClient.fetchQuery({ ...pickerFoldersQuery(productId, text), staleTime: 0 });
    setSearch(text);
  };

  const openPicker = async () => {
    if (!loggedIn) {
      setLoginDialog('signIn');
      return;
    }
    setLoading('opening');
    try {
      await load('');
      setPickerWanted(true);
      setOpen(true);
    } catch (error) {
      fail(error);
    } finally {
      setLoading(null);
    }
  };

  const refresh = async (text: string) => {
    setLoading('refreshing');
    try {
      await load(text);
    } catch (error) {
      fail(error);
    } finally {
      setLoading(null);
    }
  };

  const saved = isSaved(state.hasCollection);
  return (
    <>
      <Button
        size="sm"
        variant={saved ? 'secondary' : 'primary'}
        className={clsx(styles.button, className)}
        aria-haspopup="dialog"
        loading={loading === 'opening'}
        onClick={openPicker}
      >
        {saved ? <Icon name="heart" /> : null}
        {saved ? SAVED_LABEL : SAVE_LABEL}
      </Button>
      {pickerWanted ? (
        <FolderPicker
          productId={productId}
          open={open}
          onClose={() => setOpen(false)}
          search={search}
          onSearch={(text) => void refresh(text)}
          refreshing={loading === 'refreshing'}
          load={load}
          fail={fail}
          onChanged={(change, folders) => {
            const next =
              change.action === 'add' ? afterAdd(state, change.folder.folderId) : afterRemove(state, change.folder.folderId, folders);
            setState(next);
            onChange?.(next);
          }}
        />
      ) : null}
    </>
  );
}

interface FolderPickerProps {
  productId: number;
  open: boolean;
  onClose: () => void;
  search: string;
  onSearch: (text: string) => void;
  refreshing: boolean;
  /** Loads the list for a search text and shows it (the spec reloads it after a change). */
  load: (text: string) => Promise<void>;
  fail: (error: unknown) => void;
  /** A folder was added to or removed from; `folders` is the list it was chosen from. */
  onChanged: (change: Change, folders: PickerFolder[]) => void;
}

/** The favourites picker of one design, with its folders and the add or remove that changes them. */
function FolderPicker({ productId, open, onClose, search, onSearch, refreshing, load, fail, onChanged }: FolderPickerProps) {
  const queryClient = useQueryClient();
  const folders = useQuery({ ...pickerFoldersQuery(productId, search), enabled: open });
  const change = useMutation({
    mutationFn: ({ action, folder }: Change) =>
      (action === 'add' ? addBookmarkDetail : deleteBookmarkDetail)({ folderId: folder.folderId, productId }),
  });

  // The folder being changed: its button spins until the reloaded list shows the result.
  const [busyFolderId, setBusyFolderId] = useState<number | null>(null);
  // A new board being made and the design saved in it: 'Create and save' spins throughout.
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | undefined>();
  const [createdFolderId, setCreatedFolderId] = useState<number | null>(null);
  // Each opening starts without the last one's refusal.
  if (!open && createError !== undefined) setCreateError(undefined);

  /**
   * Adds or removes, then loads the list again for `listFor` (the current search unless
   * told otherwise). False when the change itself failed (already said by `fail`).
   */
  const apply = async (next: Change, listFor = search) => {
    setBusyFolderId(next.folder.folderId);
    try {
      try {
        await change.mutateAsync(next);
      } catch (error) {
        fail(error);
        return false;
      }
      onChanged(next, folders.data ?? []);
      // The favourites grid's counts and covers and the folder's designs changed too.
      void queryClient.invalidateQueries({ queryKey: foldersQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: folderDetailQuery(next.folder.folderId).queryKey });
      // The spec reloads the list after a change, so every folder shows its new state.
      try {
        await load(listFor);
      } catch (error) {
        fail(error);
      }
      return true;
    } finally {
      setBusyFolderId(null);
    }
  };

  /**
   * Makes the board (addFolder, as folder detail does), then saves the design in it like
   * SAVE on any board. A refusal or a network failure before the board exists is said at
   * its name, which keeps what was typed. Once it exists the list is shown without the
   * search (which might hide it), so the board is there, Saved, or with SAVE should the
   * save have failed (its toast says why), and never asked for twice.
   */
  const createAndSave = async (title: string) => {
    setCreating(true);
    setCreateError(undefined);
    try {
      let created;
      try {
        created = (await addFolder({ title })).data;
      } catch (error) {
        if (isAuthError(error)) fail(error);
        else setCreateError(messageOf(error));
        return;
      }
      const saved = await apply({ action: 'add', folder: { folderId: created.folderId, title: created.title, hasProduct: 0 } }, '');
      if (!saved) {
        void queryClient.invalidateQueries({ queryKey: foldersQuery().queryKey });
        try {
          await load('');
        } catch (error) {
          fail(error);
        }
      }
      setCreatedFolderId(created.folderId);
    } finally {
      setCreating(false);
    }
  };

  return (
    <FavouritesPicker
      open={open && folders.data !== undefined}
      onClose={onClose}
      folders={folders.data ?? []}
      search={search}
      onSearch={onSearch}
      onSave={(folder) => void apply({ action: 'add', folder })}
      onRemove={(folder) => void apply({ action: 'remove', folder })}
      busyFolderId={busyFolderId}
      refreshing={refreshing}
      onCreate={(title) => void createAndSave(title)}
      creating={creating}
      createError={createError}
      createdFolderId={createdFolderId}
    />
  );
}

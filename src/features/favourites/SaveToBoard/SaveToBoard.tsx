import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { addBookmarkDetail, deleteBookmarkDetail } from '../../../api/personal';
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
  const [search, setSearch] = useState('');
  const [loading, setLoading] = useState<'opening' | 'refreshing' | null>(null);

  const folders = useQuery({ ...pickerFoldersQuery(productId, search), enabled: open });

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

  const change = useMutation({
    mutationFn: ({ action, folder }: Change) =>
      (action === 'add' ? addBookmarkDetail : deleteBookmarkDetail)({ folderId: folder.folderId, productId }),
  });

  // The folder being changed: its button spins until the reloaded list shows the result.
  const [busyFolderId, setBusyFolderId] = useState<number | null>(null);

  const apply = async ({ action, folder }: Change) => {
    setBusyFolderId(folder.folderId);
    try {
      try {
        await change.mutateAsync({ action, folder });
      } catch (error) {
        fail(error);
        return;
      }
      const next = action === 'add' ? afterAdd(state, folder.folderId) : afterRemove(state, folder.folderId, folders.data ?? []);
      setState(next);
      onChange?.(next);
      // The favourites grid's counts and covers and the folder's designs changed too.
      void queryClient.invalidateQueries({ queryKey: foldersQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: folderDetailQuery(folder.folderId).queryKey });
      // The spec reloads the list after a change, so every folder shows its new state.
      try {
        await load(search);
      } catch (error) {
        fail(error);
      }
    } finally {
      setBusyFolderId(null);
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
      <FavouritesPicker
        open={open && folders.data !== undefined}
        onClose={() => setOpen(false)}
        folders={folders.data ?? []}
        search={search}
        onSearch={(text) => void refresh(text)}
        onSave={(folder) => void apply({ action: 'add', folder })}
        onRemove={(folder) => void apply({ action: 'remove', folder })}
        busyFolderId={busyFolderId}
        refreshing={loading === 'refreshing'}
      />
    </>
  );
}

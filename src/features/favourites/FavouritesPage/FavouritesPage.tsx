import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteFolder, renameFolder, saveFolder } from '../../../api/personal';
import type { Folder } from '../../../api/types';
import { Button } from '../../../ui/Button/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog/ConfirmDialog';
import { Icon } from '../../../ui/Icon/Icon';
import { QueryState } from '../../../ui/QueryState/QueryState';
import { useToast } from '../../../ui/Toast';
import { Inline } from '../../../ui/Inline/Inline';
import { Stack } from '../../../ui/Stack/Stack';
import { isLoggedInAtom } from '../../session';
import { favouritesKey, foldersQuery } from '../favourites.queries';
import { CREATE_FOLDER_LABEL, folderMessages, moodboardCount, type FolderDraft } from '../folders';
import { FolderDialog } from '../FolderDialog/FolderDialog';
import { FolderGrid } from '../FolderGrid/FolderGrid';
import { errorMessage, MembersOnly, useFailure } from '../../session';
import * as shared from '../favourites.css';
import { pageTitle, smallNote } from '../../../ui/styles/textRoles.css';

/** The folder being created (no folder yet) or edited. */
type Editing = { mode: 'create' } | { mode: 'edit'; folder: Folder };

/** The success words when the server gives none (§8 'Operation succeeded'). */
const DONE = 'Operation succeeded';

/**
 * The favourites page, /favorites (storefront §2 "Favorites"): the member's folders in a
 * grid with covers, title, description and pattern count; create and edit in one
 * dialog; delete after 'Delete Moodboard'. Members only: a visitor gets the login dialog.
 */
export function FavouritesPage() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const queryClient = useQueryClient();
  const toast = useToast();
  const fail = useFailure();
  const folders = useInfiniteQuery({ ...foldersQuery(), enabled: loggedIn });

  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Folder | null>(null);

  // Every list of folders (this grid, the pickers) learns of the change.
  const refresh = () => queryClient.invalidateQueries({ queryKey: favouritesKey });

  const save = useMutation({
    // Answers the server's message.
    mutationFn: async ({ target, draft }: { target: Editing; draft: FolderDraft }) =>
      target.mode === 'edit'
        ? (await renameFolder({ folderId: target.folder.folderId, title: draft.title, desc: draft.desc })).message
        : (await saveFolder({ title: draft.title, desc: draft.desc })).message,
    onSuccess: async (message) => {
      // The dialog stays busy until the grid shows the change.
      await refresh();
      setEditing(null);
      toast.success(message || DONE);
    },
    onError: fail,
  });

  const remove = useMutation({
    mutationFn: (folder: Folder) => deleteFolder({ folderId: folder.folderId }),
    onSuccess: async (result) => {
      await refresh();
      setDeleting(null);
      toast.success(result.message || DONE);
    },
    onError: (error) => {
      setDeleting(null);
      fail(error);
    },
  });

  const loaded = folders.data?.pages.flatMap((page) => page.aaData) ?? [];
  const total = folders.data?.pages.at(-1)?.iTotalRecords ?? 0;
  const openCreate = () => setEditing({ mode: 'create' });

  const body = (
    <QueryState
      data={folders.data}
      // What is loaded stays on screen when a later page fails (its toast says so).
      error={!folders.data && folders.isError ? errorMessage(folders.error) : null}
      errorTitle="Your moodboards could not be loaded"
      onRetry={() => void folders.refetch()}
      retryVariant="secondary"
      loadingLabel="Loading moodboards"
      spinnerSize="lg"
      loadingClassName={shared.loadingRoom}
      isEmpty={() => loaded.length === 0}
      empty={{
        icon: 'heart',
        title: 'No moodboards yet',
        description: 'Create a moodboard, then save designs to it from the store with SAVE.',
        action: <Button onClick={openCreate}>{CREATE_FOLDER_LABEL}</Button>,
      }}
    >
      {() => (
        <>
          <FolderGrid folders={loaded} onEdit={(folder) => setEditing({ mode: 'edit', folder })} onDelete={setDeleting} />
          {folders.hasNextPage ? (
            <Inline justify="center">
              <Button
                variant="secondary"
                loading={folders.isFetchingNextPage}
                onClick={async () => {
                  const result = await folders.fetchNextPage();
                  if (result.isFetchNextPageError) fail(result.error);
                }}
              >
                Show more moodboards
              </Button>
            </Inline>
          ) : null}
        </>
      )}
    </QueryState>
  );

  return (
    <div className={shared.page}>
      <Inline as="header" gap="md" align="end" justify="between" wrap>
        <Stack gap="xs" className={shared.shrinks}>
          <h1 className={pageTitle}>Favorites</h1>
          {/* Polite: the count is read out when a folder is created or deleted. */}
          <p className={smallNote} aria-live="polite">
            {loggedIn && folders.data ? moodboardCount(total) : '\u00a0'}
          </p>
        </Stack>
        {loggedIn ? (
          <Button onClick={openCreate}>
            <Icon name="plus" />
            {CREATE_FOLDER_LABEL}
          </Button>
        ) : null}
      </Inline>

      <MembersOnly
        title="Sign in to see your favourites"
        description="Your moodboards keep the designs you save, ready to compare and buy."
      >
        {body}
      </MembersOnly>

      <FolderDialog
        open={editing !== null}
        mode={editing?.mode ?? 'create'}
        initial={editing?.mode === 'edit' ? { title: editing.folder.title, desc: editing.folder.desc } : undefined}
        busy={save.isPending}
        onClose={() => setEditing(null)}
        onSubmit={(draft) => editing && save.mutate({ target: editing, draft })}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={folderMessages.deleteTitle}
        message={folderMessages.deleteQuestion}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}

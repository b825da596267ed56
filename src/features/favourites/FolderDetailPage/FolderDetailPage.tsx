import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addFolder, deleteBookmarkDetail, renameFolder } from '../../../api/personal';
import type { ProductCard as ProductCardData } from '../../../api/types';
import { Button } from '../../../ui/Button/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Icon } from '../../../ui/Icon/Icon';
import { QueryState } from '../../../ui/QueryState/QueryState';
import { useToast } from '../../../ui/Toast';
import { storeGridColumns, useColumns } from '../../../ui/useColumns';
import { ProductCard } from '../../product';
import { ColourwayNote } from '../../../ui/ColourwayNote/ColourwayNote';
import { Stack } from '../../../ui/Stack/Stack';
import { Inline } from '../../../ui/Inline/Inline';
import { Grid } from '../../../ui/Grid/Grid';
import { smallNote } from '../../../ui/styles/textRoles.css';
import { Text } from '../../../ui/Text/Text';
import { colourwayLabel } from '../../../domain/colourway';
import { favouritesKey, folderDetailQuery } from '../favourites.queries';
import {
  CREATE_FOLDER_LABEL,
  FAVOURITES_PATH,
  folderHref,
  folderTitle,
  isEditableFolder,
  parseFolderId,
  patternCount,
  type FolderDraft,
} from '../folders';
import { FolderDialog } from '../FolderDialog/FolderDialog';
import { QuickSharing } from '../QuickSharing/QuickSharing';
import { errorMessage, MembersOnly, useFailure } from '../../session';
import * as styles from './FolderDetailPage.css';
import * as shared from '../favourites.css';

/** The delete-item confirmation (the spec names it, not its words; these follow 'Delete Moodboard'). */
export const deleteItemMessages = {
  title: 'Delete Pattern',
  question: 'Are you sure you want to delete this pattern from the moodboard?',
} as const;

const DONE = 'Operation succeeded';

/**
 * Folder detail, /folder?fid= (storefront §2 "Folder detail"): the folder's title,
 * pattern count and description, a back arrow to the favourites, its designs as
 * product cards each with a delete after a confirmation, the edit icon for folders
 * above id 0 (folder -1, every saved design, cannot be edited), and Quick Sharing for
 * members allowed to share. Without a folder id it offers to create one (addFolder).
 * Members only: a visitor gets the login dialog.
 */
export function FolderDetailPage() {
  const [params] = useSearchParams();
  const folderId = parseFolderId(params.get('fid'));
  return (
    <div className={shared.page}>
      <MembersOnly title="Sign in to see this moodboard" description="Moodboards keep the designs you save, ready to compare and buy.">
        {/* Keyed: another folder starts with its own dialogs closed. */}
        {folderId === null ? <NoFolder /> : <FolderView key={folderId} folderId={folderId} />}
      </MembersOnly>
    </div>
  );
}

function BackLink() {
  return (
    <Link to={FAVOURITES_PATH} className={styles.back} aria-label="Back to Favorites">
      <Icon name="arrowLeft" size="max(22px, 0.3rem)" />
    </Link>
  );
}

function FolderView({ folderId }: { folderId: number }) {
  const detail = useQuery(folderDetailQuery(folderId));
  const queryClient = useQueryClient();
  const toast = useToast();
  const fail = useFailure();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState<ProductCardData | null>(null);
  const editable = isEditableFolder(folderId);

  // The folder list, the pickers and this page all show folders: each learns of the change.
  const refresh = () => queryClient.invalidateQueries({ queryKey: favouritesKey });

  const rename = useMutation({
    mutationFn: (draft: FolderDraft) => renameFolder({ folderId, title: draft.title, desc: draft.desc }),
    onSuccess: async (result) => {
      await refresh();
      setEditing(false);
      toast.success(result.message || DONE);
    },
    onError: fail,
  });

  const removeItem = useMutation({
    mutationFn: (card: ProductCardData) =>
      deleteBookmarkDetail({ folderId, productId: card.productId, ...(card.colourway ? { colourway: card.colourway } : {}) }),
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

  if (!detail.data) {
    return (
      <>
        <Inline gap="md" align="start" className={styles.header}>
          <BackLink />
        </Inline>
        <QueryState
          data={undefined}
          error={detail.isError ? errorMessage(detail.error) : null}
          errorTitle="This moodboard could not be loaded"
          headingLevel={1}
          onRetry={() => void detail.refetch()}
          retryVariant="secondary"
          loadingLabel="Loading moodboard"
          spinnerSize="lg"
          loadingClassName={shared.loadingRoom}
        />
      </>
    );
  }

  const { info, aaData: cards } = detail.data;
  const title = folderTitle(info);
  return (
    <>
      <Inline as="header" gap="md" align="start" className={styles.header}>
        <BackLink />
        <Stack gap="xs" className={styles.titleBlock}>
          <Inline gap="xs" align="center" className={shared.shrinks}>
            <Text as="h1" size="xxl" weight="semibold" leading="tight" truncate>
              {title}
            </Text>
            {editable ? (
              <Button variant="icon" size="sm" aria-label="Edit moodboard" aria-haspopup="dialog" onClick={() => setEditing(true)}>
                <Icon name="edit" />
              </Button>
            ) : null}
          </Inline>
          <p className={smallNote}>{patternCount(info.picNum)}</p>
          {info.desc ? (
            <Text as="p" size="md" tone="muted" className={styles.desc}>
              {info.desc}
            </Text>
          ) : null}
        </Stack>
        {editable ? <QuickSharing folderId={folderId} className={styles.share} /> : null}
      </Inline>

      {cards.length === 0 ? (
        <EmptyState
          icon="heart"
          title="This moodboard is empty"
          description="Save designs to it from the store with SAVE, and they show up here."
        />
      ) : (
        <DesignGrid cards={cards} onDelete={editable ? setDeleting : undefined} />
      )}

      <FolderDialog
        open={editing}
        mode="edit"
        initial={{ title: info.title, desc: info.desc }}
        busy={rename.isPending}
        onClose={() => setEditing(false)}
        onSubmit={(draft) => rename.mutate(draft)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={deleteItemMessages.title}
        message={deleteItemMessages.question}
        busy={removeItem.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && removeItem.mutate(deleting)}
      />
    </>
  );
}

interface DesignGridProps {
  cards: readonly ProductCardData[];
  /** The bin on each card; left out where designs cannot be taken out (folder -1). */
  onDelete?: (card: ProductCardData) => void;
}

/** The folder's designs as product cards, as many per row as the store gives its width. */
function DesignGrid({ cards, onDelete }: DesignGridProps) {
  const ref = useRef<HTMLUListElement>(null);
  const columns = useColumns(ref, storeGridColumns);
  return (
    <Grid as="ul" list ref={ref} columns={columns} gap="xl" columnGap="lg" align="start" aria-label="Designs" data-columns={columns}>
      {cards.map((card) => (
        // One design may be saved in several colourways, side by side.
        <li key={`${card.productId}-${card.colourway ?? ''}`} className={shared.shrinks}>
          <ProductCard
            card={card}
            saveControl={
              onDelete ? (
                <Button
                  variant="secondary"
                  size="sm"
                  className={styles.bin}
                  aria-label={`Delete ${card.imgSn}${card.colourway ? `, ${colourwayLabel(card.colourway)}` : ''}`}
                  aria-haspopup="dialog"
                  onClick={() => onDelete(card)}
                >
                  <Icon name="trash" />
                </Button>
              ) : undefined
            }
          />
          <ColourwayNote colourway={card.colourway ?? ''} className={styles.colourway} />
        </li>
      ))}
    </Grid>
  );
}

/** /folder without a folder id: the member names a new folder, which is created and then shown. */
function NoFolder() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const fail = useFailure();
  const [naming, setNaming] = useState(false);

  const create = useMutation({
    mutationFn: (draft: FolderDraft) => addFolder({ title: draft.title }),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: favouritesKey });
      setNaming(false);
      toast.success(result.message || DONE);
      const created = result.data?.folderId;
      navigate(typeof created === 'number' ? folderHref(created) : FAVOURITES_PATH);
    },
    onError: fail,
  });

  return (
    <>
      <Inline as="header" gap="md" align="start" className={styles.header}>
        <BackLink />
        <Stack gap="xs" className={styles.titleBlock}>
          <Text as="h1" size="xxl" weight="semibold" leading="tight" truncate>
            New moodboard
          </Text>
          <Text as="p" size="md" tone="muted" className={styles.desc}>
            This moodboard has no name yet. Name it to start saving designs to it.
          </Text>
        </Stack>
      </Inline>
      <Inline justify="center" className={styles.noFolder}>
        <Button onClick={() => setNaming(true)} aria-haspopup="dialog">
          <Icon name="plus" />
          {CREATE_FOLDER_LABEL}
        </Button>
      </Inline>
      <FolderDialog
        open={naming}
        mode="name"
        busy={create.isPending}
        onClose={() => setNaming(false)}
        onSubmit={(draft) => create.mutate(draft)}
      />
    </>
  );
}

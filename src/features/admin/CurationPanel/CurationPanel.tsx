import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminBannerDelete, adminBannerSave, adminBestSellersSave } from '../../../api/admin';
import type { AdminBanner, BestSellerPins } from '../../../api/adminTypes';
import { isAuthError } from '../../../api/errors';
import type { AdminBannerSavePayload } from '../../../api/schemas';
import { Button } from '../../../ui/Button/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog/ConfirmDialog';
import { Icon } from '../../../ui/Icon/Icon';
import { QueryState } from '../../../ui/QueryState/QueryState';
import { useToast } from '../../../ui/Toast';
import { Stack } from '../../../ui/Stack/Stack';
import { Inline } from '../../../ui/Inline/Inline';
import { Text } from '../../../ui/Text/Text';
import { errorMessage, useFailure } from '../../session';
import { bannerChangeKeys, bannersQuery, bestSellersChangeKeys, bestSellersQuery } from './curation.queries';
import { refusedField, type Refusal } from './curation';
import { BannerForm } from './BannerForm';
import { BannerList } from './BannerList';
import { BestSellersEditor, type PinnedDesign } from './BestSellersEditor';
import * as styles from './CurationPanel.css';
import * as shared from '../admin.css';
import { sprinkles } from '../../../ui/styles/sprinkles.css';

/**
 * The home page's curation (/admin/home): its banners by group (add, edit, delete) and
 * the designs pinned at the front of Best Sellers (add, remove, reorder, save).
 */
export function CurationPanel() {
  return (
    <Stack as="section" gap="xl" className={shared.panel} aria-labelledby="curation-title">
      <Text as="h2" size="xl" weight="semibold" id="curation-title">
        Home page
      </Text>
      <Banners />
      <BestSellers />
    </Stack>
  );
}

/** The dialog's state: closed, or open on a banner (null: a new one). */
type Editing = { banner: AdminBanner | null; key: number } | null;

function Banners() {
  const banners = useQuery(bannersQuery());
  const client = useQueryClient();
  const toast = useToast();
  const failure = useFailure();
  const [editing, setEditing] = useState<Editing>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);

  const invalidate = () => Promise.all(bannerChangeKeys.map((queryKey) => client.invalidateQueries({ queryKey })));

  const save = useMutation({
    mutationFn: (payload: AdminBannerSavePayload) => adminBannerSave(payload),
    onMutate: () => setRefusal(null),
    onSuccess: async (_answer, payload) => {
      await invalidate();
      setEditing(null);
      toast.success(payload.id === undefined ? 'Banner added' : 'Banner saved');
    },
    onError: (error) => {
      // A lost session opens the login dialog; any other refusal stays in the dialog, beside what was typed.
      if (isAuthError(error)) return failure(error);
      setRefusal({ message: errorMessage(error), field: refusedField(error) });
    },
  });

  const remove = useMutation({
    mutationFn: (banner: AdminBanner) => adminBannerDelete({ id: banner.id }),
    onSuccess: async (_answer, banner) => {
      await invalidate();
      toast.success(`Banner “${banner.title}” deleted`);
    },
    onError: (error) => failure(error),
    onSettled: () => setDeleting(null),
  });

  const open = (banner: AdminBanner | null) => {
    setRefusal(null);
    setEditing({ banner, key: Date.now() });
  };

  return (
    <Stack as="section" gap="md" className={styles.part} aria-labelledby="banners-title">
      <Inline gap="md" align="center" justify="between" wrap>
        <Text as="h3" size="lg" weight="semibold" id="banners-title">
          Banners
        </Text>
        <Button size="sm" onClick={() => open(null)} disabled={!banners.isSuccess}>
          <Icon name="plus" /> Add banner
        </Button>
      </Inline>
      <QueryState
        data={banners.data}
        error={banners.isError ? errorMessage(banners.error) : null}
        errorTitle="The banners could not be loaded"
        onRetry={() => void banners.refetch()}
        loadingLabel="Loading the banners"
        loadingClassName={sprinkles({ padding: 'xl' })}
        headingLevel={4}
        isEmpty={(data) => data.length === 0}
        empty={{
          title: 'No banners yet',
          description: "The home page's carousel and collections show the banners added here.",
          action: <Button onClick={() => open(null)}>Add banner</Button>,
        }}
      >
        {(data) => <BannerList banners={data} onEdit={(banner) => open(banner)} onDelete={setDeleting} />}
      </QueryState>
      {editing ? (
        <BannerForm
          key={editing.key}
          open
          banner={editing.banner}
          busy={save.isPending}
          refusal={refusal}
          onSubmit={(payload) => save.mutate(payload)}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete banner"
        message={deleting ? `“${deleting.title}” leaves the home page. This cannot be undone.` : ''}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

/** The saved pins as the editor shows them. */
const pinsOf = (saved: BestSellerPins): PinnedDesign[] =>
  saved.productIds.map((productId) => saved.designs.find((d) => d.productId === productId) ?? { productId });

function BestSellers() {
  const pins = useQuery(bestSellersQuery());
  const client = useQueryClient();
  const toast = useToast();
  const failure = useFailure();
  // The operator's unsaved arrangement; null while it is the saved one.
  const [draft, setDraft] = useState<PinnedDesign[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (productIds: number[]) => adminBestSellersSave({ productIds }),
    onMutate: () => setRefusal(null),
    onSuccess: async (answer) => {
      if (answer.data) client.setQueryData(bestSellersQuery().queryKey, answer.data);
      setDraft(null);
      await Promise.all(bestSellersChangeKeys.map((queryKey) => client.invalidateQueries({ queryKey })));
      toast.success('Best sellers saved');
    },
    onError: (error) => {
      if (isAuthError(error)) return failure(error);
      setRefusal(errorMessage(error));
    },
  });

  return (
    <Stack as="section" gap="md" className={styles.part} aria-labelledby="best-sellers-title">
      <Text as="h3" size="lg" weight="semibold" id="best-sellers-title">
        Best sellers
      </Text>
      <QueryState
        data={pins.data}
        error={pins.isError ? errorMessage(pins.error) : null}
        errorTitle="The pinned designs could not be loaded"
        onRetry={() => void pins.refetch()}
        loadingLabel="Loading the pinned designs"
        loadingClassName={sprinkles({ padding: 'xl' })}
        headingLevel={4}
      >
        {(data) => (
          <BestSellersEditor
            pins={draft ?? pinsOf(data)}
            onChange={(next) => {
              setRefusal(null);
              setDraft(next);
            }}
            dirty={draft !== null}
            saving={save.isPending}
            refusal={refusal}
            onSave={() => draft && save.mutate(draft.map((pin) => pin.productId))}
            onUndo={() => {
              setRefusal(null);
              setDraft(null);
            }}
          />
        )}
      </QueryState>
    </Stack>
  );
}

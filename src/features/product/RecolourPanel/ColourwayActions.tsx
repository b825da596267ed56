import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { ApiError, codes } from '../../../api/errors';
import { addBookmarkDetail, addFolder, selectBookmarkSimple } from '../../../api/personal';
import type { CartState, LicenceType, PickerFolder, ProductDetail } from '../../../api/types';
import { Button } from '../../../ui/Button/Button';
import { DropdownMenu, type DropdownMenuEntry } from '../../../ui/DropdownMenu/DropdownMenu';
import { useToast } from '../../../ui/Toast';
import { Inline } from '../../../ui/Inline/Inline';
import { Stack } from '../../../ui/Stack/Stack';
import { useAddToBag, useCartColourway } from '../../cart';
import { isLoggedInAtom, loginDialogAtom } from '../../session';
import { markDetailInCart } from '../productQueries';
import { smallNote } from '../../../ui/styles/textRoles.css';

/** The moodboard a first colourway goes into when the member has none yet. */
export const COLOURWAYS_FOLDER = 'Colourways';

export interface ColourwayActionsProps {
  design: Pick<ProductDetail, 'productId' | 'imgSn' | 'price' | 'priceOnce'>;
  /** The colourway being drawn (src/domain/colourway.ts); '' the design's own colours. */
  colourway: string;
  /** The licence chosen on the detail: a colourway goes into the bag under it. */
  licence: LicenceType;
  /** 0 not in the bag, 1 in it, 2 bought: a design in the bag takes the colours on its line. */
  cartState: CartState;
  /** Sold exclusive: it cannot be bought in any colours. */
  sold?: boolean;
}

/**
 * What a shopper does with the colours they chose (issue 20): buy the design in them
 * ("Add to bag in these colours", or "Put these colours in the bag" for a design there
 * already) and keep them in a moodboard beside other colourways ("Save colourway").
 * A visitor's colourway goes into their local cart; saving asks them to sign in first,
 * like every save. The folder list is the member's own (the favourites picker's call).
 */
export function ColourwayActions({ design, colourway, licence, cartState, sold = false }: ColourwayActionsProps) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openLogin = useSetAtom(loginDialogAtom);
  const queryClient = useQueryClient();
  const toast = useToast();
  const [status, setStatus] = useState<{ colourway: string; text: string } | null>(null);
  const { addToBag, adding } = useAddToBag({ onInBag: (productId) => markDetailInCart(queryClient, productId) });
  const { setColourway, updating } = useCartColourway();
  const [saving, setSaving] = useState(false);
  // Under the favourites' key, so any change to the member's folders lists them again.
  const folders = useQuery({
    queryKey: ['favourites', 'colourway-folders', design.productId] as const,
    queryFn: async ({ signal }) => (await selectBookmarkSimple(design.productId, '', { signal })).data.aaData ?? [],
    enabled: loggedIn,
  });

  if (!colourway) return <p className={smallNote}>Change a colour to buy or save the design in your colours.</p>;

  const buy = async () => {
    if (cartState === 1) {
      if (await setColourway({ productId: design.productId, colourway }))
        setStatus({ colourway, text: 'The design in your bag is now in these colours.' });
      return;
    }
    const outcome = await addToBag({ design, imgType: licence, colourway });
    if (outcome === 'server' || outcome === 'local') setStatus({ colourway, text: 'Added to your bag in these colours.' });
  };

  const saveTo = async (folder: Pick<PickerFolder, 'folderId' | 'title'> | null) => {
    setSaving(true);
    try {
      const target = folder ?? (await addFolder({ title: COLOURWAYS_FOLDER })).data;
      await addBookmarkDetail({ folderId: target.folderId, productId: design.productId, colourway });
      setStatus({ colourway, text: `Colourway saved to ${target.title}.` });
    } catch (error) {
      if (error instanceof ApiError && error.code === codes.conflict) toast.error('This colourway is in that moodboard already');
      else if (error instanceof ApiError) toast.error(error.message);
    } finally {
      setSaving(false);
      void queryClient.invalidateQueries({ queryKey: ['favourites'] });
    }
  };

  const folderItems: DropdownMenuEntry[] = (folders.data ?? []).map((folder) => ({
    key: String(folder.folderId),
    label: folder.title,
    icon: 'heart',
    onSelect: () => void saveTo(folder),
  }));
  if (folderItems.length === 0)
    folderItems.push({ key: 'new', label: `New moodboard “${COLOURWAYS_FOLDER}”`, icon: 'plus', onSelect: () => void saveTo(null) });

  return (
    <Stack gap="xs">
      <Inline gap="sm" align="center" wrap>
        {sold ? null : (
          <Button size="sm" loading={adding || updating} onClick={() => void buy()}>
            {cartState === 1 ? 'Put these colours in the bag' : 'Add to bag in these colours'}
          </Button>
        )}
        {loggedIn ? (
          <DropdownMenu label={saving ? 'Saving colourway…' : 'Save colourway'} icon="heart" items={folderItems} />
        ) : (
          <Button size="sm" variant="secondary" onClick={() => openLogin('signIn')}>
            Sign in to save colourway
          </Button>
        )}
      </Inline>
      <p className={smallNote} role="status">
        {status?.colourway === colourway ? status.text : ''}
      </p>
    </Stack>
  );
}

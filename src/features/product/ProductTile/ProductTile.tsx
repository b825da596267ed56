import { useState } from 'react';
import { ProductCard, type ProductCardProps } from '../ProductCard/ProductCard';
import { DetailDialog } from '../DetailDialog/DetailDialog';

export type ProductTileProps = Omit<ProductCardProps, 'onQuickView'>;

/**
 * A store result: the product card whose Quick view opens the design detail dialog
 * (storefront §2 "Store": clicking a result opens the detail and locks page
 * scrolling). The grid renders one per card, with the favourites control and the
 * masonry cell's size; the same favourites control shows in the dialog.
 */
export function ProductTile({ card, saveControl, ...layout }: ProductTileProps) {
  const [open, setOpen] = useState(false);
  // A page holds a hundred tiles: each mounts its dialog (and its hooks) only once asked.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <ProductCard
        card={card}
        saveControl={saveControl}
        onQuickView={() => {
          setWanted(true);
          setOpen(true);
        }}
        {...layout}
      />
      {wanted ? (
        <DetailDialog
          productId={card.productId}
          open={open}
          onOpenChange={setOpen}
          renderSaveControl={saveControl ? () => saveControl : undefined}
        />
      ) : null}
    </>
  );
}

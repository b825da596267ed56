import { SaveToBoard } from '../features/favourites';

export interface CardSaveControlProps {
  productId: number;
  collectionId?: number | null;
  hasCollection: number;
}

/** The SAVE / Saved control the product feature leaves a slot for, filled by favourites. */
export function CardSaveControl({ productId, collectionId = null, hasCollection }: CardSaveControlProps) {
  return <SaveToBoard productId={productId} collectionId={collectionId} hasCollection={hasCollection} />;
}

export { ProductCard, type ProductCardProps } from './ProductCard/ProductCard';
export { ProductTile, type ProductTileProps } from './ProductTile/ProductTile';
export { DesignDetail, type DesignDetailProps } from './DesignDetail/DesignDetail';
export { DetailDialog, type DetailDialogProps } from './DetailDialog/DetailDialog';
export { DetailPage, type DetailPageProps } from './DetailPage/DetailPage';
export { markDetailInCart, productDetailKey, useProductDetail } from './productQueries';
export { formatPrintSize, pixelsToCm, printDpis } from './printSize';
export { designAltText, detailHref, splitWords, storeSearchHref } from './productText';

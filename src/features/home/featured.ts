import type { TileRef } from './home';

/**
 * The curated featured-category array (storefront §2 "Home": "category arrays: first 7
 * go to the logo row"). The first seven are the studios and brands that use the
 * shop's designs, drawn as wordmarks in 'USED & TRUSTED BY'; the rest name words of the
 * type tree and become the 'Featured Category' tiles, which take their id and count
 * from the live tree.
 */
export const featuredCategories: readonly TileRef[] = [
  { rootName: 'Brand', word: 'Atelier Nord' },
  { rootName: 'Brand', word: 'Casa Milano' },
  { rootName: 'Brand', word: 'Studio Yantai' },
  { rootName: 'Brand', word: 'Harbour Lane' },
  { rootName: 'Brand', word: 'Silk Lab Hangzhou' },
  { rootName: 'Partner', word: 'Maison Verre' },
  { rootName: 'Partner', word: 'Northloom' },
  { rootName: 'Style', word: 'Watercolour' },
  { rootName: 'Scene', word: 'Kidswear' },
  { rootName: 'Style', word: 'Tropical' },
  { rootName: 'Scene', word: 'Home textiles' },
  { rootName: 'Product type', word: 'Wallpaper' },
  { rootName: 'Trend', word: 'Botanica 2026' },
];

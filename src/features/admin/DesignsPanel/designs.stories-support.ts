/** Designs as the back office lists them, for the stories of the presentational pieces. */
import type { AdminDesign } from '../../../api/adminTypes';

const base: Omit<
  AdminDesign,
  'productId' | 'imgSn' | 'cover' | 'label' | 'price' | 'priceOnce' | 'isBuyout' | 'status' | 'source' | 'sales'
> = {
  tags: ['botanical', 'summer'],
  words: {
    'Product type': ['Wallpaper'],
    Style: ['Floral'],
    Scene: ['Living room'],
    Motif: ['Rose'],
    Season: ['Spring/Summer'],
    Trend: [],
    Brand: [],
  },
  isRepeat: 1,
  isLayer: 0,
  isVector: 0,
  imgWidth: 4000,
  imgHeight: 4000,
  format: 'TIFF',
  imgSize: '4000x4000',
  dateCreate: '2026-11-02 09:00:00',
};

export const sampleDesigns: AdminDesign[] = [
  {
    ...base,
    productId: 1001,
    imgSn: 'PT-01001',
    cover: '/img/cover/1001.webp',
    label: 'Rose garden',
    price: 48,
    priceOnce: 0,
    isBuyout: 0,
    status: 'onSale',
    source: 'imported',
    sales: 12,
  },
  {
    ...base,
    productId: 1002,
    imgSn: 'PT-01002',
    cover: '/img/cover/1002.webp',
    label: 'Desert Dusk geometric',
    price: 15,
    priceOnce: 0,
    isBuyout: 0,
    status: 'withdrawn',
    source: 'generated',
    sales: 0,
  },
  {
    ...base,
    productId: 1008,
    imgSn: 'PT-01008',
    cover: '/img/cover/1008.webp',
    label: 'Ocean Deep paisley',
    price: 60,
    priceOnce: 320,
    isBuyout: 1,
    status: 'sold',
    source: 'generated',
    sales: 1,
  },
];

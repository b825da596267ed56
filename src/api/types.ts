/**
 * Domain types of the contract. Field names are the spec's (storefront §3 and
 * account-and-pages §3), including its abbreviations (`aaData`, `iTotalRecords`,
 * `imgSn`, `priceOnce`…), because the server answers with exactly these names.
 */

import type { LicenceType } from '../domain/licence';
import type { LicenceFilter } from '../domain/search';
import type { PaletteColour } from '../domain/colour';
import type { MeasuringProgress } from '../domain/imageSearch';

/** Licence and search types belong to the business rules (src/domain); the contract names them too. */
export type { LicenceType } from '../domain/licence';
export type { LicenceFilter, SearchPayload, SortValue } from '../domain/search';
export type { PaletteColour } from '../domain/colour';
export type { MeasuringProgress } from '../domain/imageSearch';
export type * from './adminTypes';

/** Every `/api/*` answer. `code` 200 is success; `desc` (or `msg`) carries the message. */
export interface Envelope<T = unknown> {
  code: number;
  desc?: string;
  msg?: string;
  data?: T;
  /** Present whenever the request carried a valid access token. */
  user?: MemberSummary;
}

/** Paged list answers: `data.aaData` holds the page, `data.iTotalRecords` the total. */
export interface Paged<T> {
  aaData: T[];
  iTotalRecords: number;
}

/** The member summary the server attaches as `user` to answers of logged-in calls. */
export interface MemberSummary {
  email: string;
  userName: string;
  companyName: string;
  /** Number of paid orders (account §3, `user.orderNum`). */
  orderNum: number;
}

/** Kept locally after login: the whole login answer's `data`. */
export interface SessionUser {
  token: string;
  userName: string;
  email: string;
  companyName: string;
}

/** A line of the visitor's local cart (kept in the browser until login). */
export interface LocalCartLine {
  productId: number;
  imgType: LicenceType;
  productNum: number;
  /** The colours chosen on the detail page (src/domain/colourway.ts); absent or '' the design's own. */
  colourway?: string;
}

/** One word of a filter group, with the number of designs on sale carrying it. */
export interface ProductTypeWord {
  id: number;
  word: string;
  productCount: number;
  /** The group's name; the search request keys selected ids by it. */
  rootName: string;
  /** Whether the word is selected (the client sets it). */
  check: boolean;
}

export interface WordGroup {
  name: string;
  data: ProductTypeWord[];
}

/** The 'Price' group carries the catalogue's highest price instead of words. */
export interface PriceGroup {
  name: 'Price';
  data: { maxPrice: number };
}

export type ProductTypeGroup = WordGroup | PriceGroup;

/** The licence-filter group is rebuilt locally (storefront §3): '' all, 0 non-exclusive, 3 exclusive. */
export interface LicenceFilterOption {
  id: '' | LicenceFilter;
  word: 'All license' | 'Non-Exclusive license' | 'Exclusive license';
  rootName: 'imgType';
}

/** Home banner item. `colorBg` is two comma-separated hex colours for a gradient. */
export interface BannerItem {
  imgUrl: string;
  groupId: 2 | 6 | 7;
  groupName: string;
  sort: number;
  title: string;
  subtitle: string;
  tagId: number | null;
  tagWord: string | null;
  colorBg: string;
  productId: number | null;
}

export interface BestSeller {
  productId: number;
  imgUrl: string;
  tags: string;
  price: number;
}

/** 0 not in cart, 1 in cart, 2 purchased (storefront §4: Add To Bag / View Cart / Download File). */
export type CartState = 0 | 1 | 2;

export interface ProductDetail {
  productId: number;
  /** The pattern id shown to buyers. */
  imgSn: string;
  cover: string;
  /** Included files, e.g. 'PSD, TIFF'. */
  format: string;
  /** Text such as 'W*H cm', pixel text, or a vector marker. */
  imgSize: string;
  styleStr: string;
  productFicationStr: string;
  label: string;
  entityStr: string;
  sceneStr: string;
  seasonStr: string;
  fashionStr: string;
  price: number;
  priceOnce: number;
  /** 1 means exclusive: sold once, under licence 3 only. */
  isBuyout: 0 | 1;
  isUse: number;
  isBuy: CartState;
  /** How many of the caller's folders hold it. */
  hasCollection: number;
  isRepeat: 0 | 1;
  isLayer: 0 | 1;
  isVector: 0 | 1;
  isLarge: 0 | 1;
  /** Pixel size of the master file (ours: the spec derives print sizes from pixels). */
  imgWidth: number;
  imgHeight: number;
  /** 1 when an exclusive design has been sold and left the store (ours). */
  isSold?: 0 | 1;
  /** Its colours (ours): absent until the shop has measured its artwork. */
  palette?: DesignPalette;
}

/** A design's colours as a screen printer asks for them. */
export interface DesignPalette {
  /** Its dominant colours, most covering first (at most six). */
  colours: PaletteColour[];
  /** How many distinct colours it is printed in (each covering at least 1%); may exceed the colours listed. */
  count: number;
}

export interface ProductCard {
  productId: number;
  cover: string;
  imgSn: string;
  price: number;
  priceOnce: number;
  isBuyout: 0 | 1;
  tags: string;
  uploadStatus: number;
  /** Set when the caller saved it to a folder. */
  collectionId: number | null;
  hasCollection: number;
  imgWidth: number;
  imgHeight: number;
  /** Used as the width for the card's aspect ratio. */
  imgWeight: number;
  brandStr: string;
  productFicationStr: string;
  sceneStr: string;
  styleStr: string;
  label: string;
  /** A moodboard's item saved in other colours (src/domain/colourway.ts); `cover` shows them. */
  colourway?: string;
}

export type SearchResult = Paged<ProductCard>;

/**
 * The answer of search by image (selectAlike): `data` is the product list (storefront
 * §7), best first. While the shop is still measuring its designs (its first minutes) the
 * list comes from the designs measured so far, and `measuring` says how far along the
 * shop is; `desc` says the same in words (src/domain/imageSearch.ts
 * `imageSearchStillMeasuring`). Without `measuring` every design was searched. Before any
 * design is measured there is no list: the answer is a 503 refusal instead.
 */
export interface AlikeEnvelope extends Envelope<ProductCard[]> {
  measuring?: MeasuringProgress;
}

export interface FolderProduct {
  cover: string;
  productId: number;
}

/** A favourites folder (board, moodboard). */
export interface Folder {
  folderId: number;
  title: string;
  desc: string;
  picNum: number;
  productList: FolderProduct[];
  /** The external pinboard this folder is shared to, if any. */
  boardId: string | null;
  info: string | null;
  /** Sharing state (ours): '' none, 'uploading', 'sharing'. */
  shareState?: '' | 'uploading' | 'sharing';
}

/** A folder in the favourites picker: `hasProduct` 0 means the product is not in it. */
export interface PickerFolder {
  folderId: number;
  title: string;
  hasProduct: number;
}

/** A folder's header on its detail page. */
export type FolderHeader = Pick<Folder, 'folderId' | 'title' | 'desc' | 'picNum' | 'boardId' | 'shareState'>;

/** Folder detail answer: its products and its header. */
export interface FolderDetail extends Paged<ProductCard> {
  info: FolderHeader;
}

/** An external pinboard (Pinterest API v5 board). */
export interface Board {
  id: string;
  name: string;
  description?: string;
}

/** Contact categories: 1 Problem feedback, 2 Order problem, 3 Cooperation, 4 others. */
export type FeedbackCategory = 1 | 2 | 3 | 4;

export interface Feedback {
  email: string;
  category: FeedbackCategory;
  type: number;
  content: string;
}

/** `getMemberInfo` answer. */
export interface MemberInfo {
  pinterestAdmin: number;
}

/** `getCurMember` reads `user.email` and `user.orderNum` from the envelope. */
export interface CurrentMember {
  user: Pick<MemberSummary, 'email' | 'orderNum'>;
}

export interface OrderLine {
  productId: number;
  imgSn: string;
  /** Image path; the client prefixes the image server address. */
  productCover: string;
  format: string;
  imgSize: string;
  /** Colour mode of the file, e.g. 'RGB'. */
  mode: string;
  productNum: number;
  orderAmount: number;
  /** Licence the line was bought under (ours). */
  imgType?: LicenceType;
  /** 1 when the shop refunded the line: its files are no longer offered (ours). */
  refunded?: 0 | 1;
  /** The replacement file the shop attached for a defective one, by name: the download gives it (ours). */
  replacementName?: string | null;
  /** The colours bought (src/domain/colourway.ts); '' the design's own (ours, issue 20). */
  colourway?: string;
}

export interface Order {
  id: number;
  orderNo: string;
  dateCreate: string;
  /** Path of the invoice PDF once issued, else empty. */
  invoice: string;
  orderList: OrderLine[];
}

export interface InvoiceDetails {
  /** The order id. */
  id: number;
  name: string;
  email: string;
  address: string;
  city: string;
  postCode: string;
  country: string;
  province: string;
}

/** A line of the member's server cart (ours: the spec leaves the cart layout open). */
export interface CartLine {
  productId: number;
  imgType: LicenceType;
  productNum: number;
  imgSn: string;
  cover: string;
  price: number;
  priceOnce: number;
  isBuyout: 0 | 1;
  /** Price of this line under its licence (storefront §9 rules). */
  linePrice: number;
  /** False when the design can no longer be bought (an exclusive sold meanwhile). */
  available: boolean;
  /**
   * False when the design no longer offers the line's licence (it was made exclusive
   * after it went into the bag): not counted in the total, and refused at checkout,
   * until the buyer picks a licence it offers (issue 39).
   */
  licenceOffered: boolean;
  /** The colours it is bought in (src/domain/colourway.ts); '' its own. `cover` shows them. */
  colourway: string;
}

export interface CartSummary {
  aaData: CartLine[];
  iTotalRecords: number;
  total: number;
}

/** The cart merge after login says what it skipped and why. */
export interface CartMergeResult {
  added: number[];
  skipped: { productId: number; reason: string }[];
}

export interface CheckoutResult {
  orderId: number;
  orderNo: string;
  total: number;
}

/**
 * Which provider takes the card in the browser (docs/adr/010-payments.md): the shop's
 * test gateway, or Stripe's Payment Element loaded with the shop's publishable key.
 */
export type PaymentProviderInfo = { provider: 'test' } | { provider: 'stripe'; publishableKey: string };

/** A started payment: the pending order, and what the browser confirms with the provider. */
export interface PaymentStart extends CheckoutResult {
  /** The provider's reference of the payment; the checkout call sends it back. */
  reference: string;
  /** Lets the browser confirm this payment with the provider ('' once paid). */
  clientSecret: string;
  /** This key's order is paid already (a retry after a lost answer): nothing to confirm. */
  paid: boolean;
}

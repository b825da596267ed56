/**
 * Pure rules of the home page (storefront §2 "Home", §3 banner and best-seller items):
 * where a banner leads, its gradient, prices in dollars, tags, the collections built
 * from the banner groups and the split of the featured-category array.
 */
import type { BannerItem, ProductTypeGroup, ProductTypeWord } from '../../api/types';
import { storeUrl } from '../../domain/storeUrl';

/** The banner rotates every 2500 ms (§9). */
export const BANNER_AUTOPLAY_MS = 2500;
/** Best sellers show four slides at once (§9). */
export const BEST_SELLERS_PER_VIEW = 4;
/** Best sellers in view below the 1200 px desktop: enough of the next to invite a swipe. */
export const BEST_SELLERS_PER_VIEW_COMPACT = { phone: 1.6, tablet: 2.5 } as const;
/** The first seven entries of the featured-category array make the logo row (§2 "Home"). */
export const LOGO_ROW_SIZE = 7;

/** Where a link goes; `newTab` for design detail, which the route table opens in a new tab (§2). */
export interface HomeLink {
  href: string;
  newTab: boolean;
}

/** The store filtered by one word id (the store reads `ids` from its query, §2 route table). */
export const storeByWord = (wordId: number): HomeLink => ({ href: storeUrl({ ids: [wordId] }), newTab: false });
/** A design's detail page. */
export const designDetail = (productId: number): HomeLink => ({ href: `/detail/${productId}`, newTab: true });

/**
 * A banner links by tag (the store filtered by `tagId`) or else by product (its detail);
 * with neither it links nowhere.
 */
export function bannerLink(banner: Pick<BannerItem, 'tagId' | 'productId'>): HomeLink | null {
  if (banner.tagId !== null && banner.tagId !== undefined) return storeByWord(banner.tagId);
  if (banner.productId !== null && banner.productId !== undefined) return designDetail(banner.productId);
  return null;
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * The two colours of `colorBg` ("#f4e9dc,#f2a65a"), or null when it is not two hex
 * colours: a malformed value must fall back to the theme, never reach CSS unchecked.
 */
export function gradientColours(colorBg: string | null | undefined): readonly [string, string] | null {
  const parts = (colorBg ?? '').split(',').map((part) => part.trim());
  if (parts.length !== 2 || !parts.every((part) => HEX_COLOUR.test(part))) return null;
  return [parts[0]!, parts[1]!];
}

/** The tags of a best seller ("Floral,Watercolour"), trimmed, empty ones dropped. */
export const splitTags = (tags: string | null | undefined) =>
  (tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** One entry of a collection: a banner's title and subtitle and where it leads. */
export interface CollectionEntry {
  title: string;
  subtitle: string;
  link: HomeLink | null;
}

/** A collection: the banners of one group (2 Newest, 6 Usage Scenario, 7 Style). */
export interface Collection {
  groupId: number;
  name: string;
  /** The cover of the group's first banner. */
  imgUrl: string;
  entries: CollectionEntry[];
}

/** The groups the spec names, in the order the page shows them. */
export const COLLECTION_GROUPS = [2, 6, 7] as const;

/**
 * Groups the banners into collections: the spec's groups first in their order, any
 * other group after them by id; within a group by `sort`.
 */
export function collectionsFrom(banners: readonly BannerItem[]): Collection[] {
  const rank = (groupId: number) => {
    const index = (COLLECTION_GROUPS as readonly number[]).indexOf(groupId);
    return index === -1 ? COLLECTION_GROUPS.length + groupId : index;
  };
  const byGroup = new Map<number, BannerItem[]>();
  for (const banner of banners) byGroup.set(banner.groupId, [...(byGroup.get(banner.groupId) ?? []), banner]);
  return [...byGroup.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([groupId, items]) => {
      const sorted = [...items].sort((a, b) => a.sort - b.sort);
      const first = sorted[0]!;
      return {
        groupId,
        name: first.groupName,
        imgUrl: first.imgUrl,
        entries: sorted.map((item) => ({ title: item.title, subtitle: item.subtitle, link: bannerLink(item) })),
      };
    });
}

/** Splits the featured-category array: the first seven make the logo row, the rest the tiles. */
export function splitFeatured<T>(entries: readonly T[]): { logos: T[]; tiles: T[] } {
  return { logos: entries.slice(0, LOGO_ROW_SIZE), tiles: entries.slice(LOGO_ROW_SIZE) };
}

/** A category tile as curated: a word of the type tree, named by group and word. */
export interface TileRef {
  rootName: string;
  word: string;
}

/** A tile ready to show: the word with its id (for the link) and its count of designs. */
export type FeaturedTile = Pick<ProductTypeWord, 'id' | 'word' | 'rootName' | 'productCount'>;

/**
 * Looks the curated tiles up in the type tree (for their ids and counts). A word the
 * tree does not have, or that has no designs on sale, is left out: a tile must never
 * lead to an empty store.
 */
export function resolveTiles(refs: readonly TileRef[], tree: readonly ProductTypeGroup[]): FeaturedTile[] {
  const words = tree.flatMap((group) => (Array.isArray(group.data) ? group.data : []));
  return refs.flatMap((ref) => {
    const found = words.find((w) => w.rootName === ref.rootName && w.word === ref.word);
    return found && found.productCount > 0
      ? [{ id: found.id, word: found.word, rootName: found.rootName, productCount: found.productCount }]
      : [];
  });
}

/** '1 design', '12 designs'. */
export const designCount = (count: number) => `${count} ${count === 1 ? 'design' : 'designs'}`;

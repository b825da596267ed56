import { describe, expect, it } from 'vitest';
import type { BannerItem, ProductTypeGroup } from '../../api/types';
// Best sellers show prices with the cart's formatter.
import { formatPrice } from '../../domain/licence';
import { bannerLink, collectionsFrom, designCount, gradientColours, resolveTiles, splitFeatured, splitTags } from './home';
import { featuredCategories } from './featured';

const banner = (over: Partial<BannerItem>): BannerItem => ({
  imgUrl: '/img/cover/1.webp',
  groupId: 2,
  groupName: 'Newest',
  sort: 1,
  title: 'T',
  subtitle: 'S',
  tagId: null,
  tagWord: null,
  colorBg: '#ffffff,#000000',
  productId: null,
  ...over,
});

describe('bannerLink', () => {
  it('links by tag to the store filtered by the tag id', () => {
    expect(bannerLink({ tagId: 303, productId: null })).toEqual({ href: '/store?ids=303', newTab: false });
  });
  it('links by product to its detail, in a new tab', () => {
    expect(bannerLink({ tagId: null, productId: 1013 })).toEqual({ href: '/detail/1013', newTab: true });
  });
  it('prefers the tag when both are set, and links nowhere with neither', () => {
    expect(bannerLink({ tagId: 7, productId: 9 })?.href).toBe('/store?ids=7');
    expect(bannerLink({ tagId: null, productId: null })).toBeNull();
  });
});

describe('gradientColours', () => {
  it('reads the two comma-separated hex colours', () => {
    expect(gradientColours('#f4e9dc,#f2a65a')).toEqual(['#f4e9dc', '#f2a65a']);
    expect(gradientColours(' #FFF , #000000 ')).toEqual(['#FFF', '#000000']);
  });
  it('refuses anything else, so nothing unchecked reaches CSS', () => {
    for (const bad of ['', '#fff', '#fff,#000,#111', 'red,blue', '#ggg,#000', '#fff;x,#000', null, undefined]) {
      expect(gradientColours(bad)).toBeNull();
    }
  });
});

describe('formatPrice', () => {
  it('shows dollars with cents', () => {
    expect(formatPrice(25)).toBe('$25.00');
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(1299)).toBe('$1,299.00');
  });
});

describe('splitTags', () => {
  it('splits on commas and drops blanks', () => {
    expect(splitTags('Floral, Watercolour,,Botanica 2026 ')).toEqual(['Floral', 'Watercolour', 'Botanica 2026']);
    expect(splitTags('')).toEqual([]);
    expect(splitTags(null)).toEqual([]);
  });
});

describe('collectionsFrom', () => {
  it('groups banners 2, 6, 7 in that order, other groups after, entries by sort', () => {
    const result = collectionsFrom([
      banner({ groupId: 7, groupName: 'Style', title: 'Style b', sort: 5, tagId: 302 }),
      banner({ groupId: 9 as BannerItem['groupId'], groupName: 'Other', title: 'Other' }),
      banner({ groupId: 2, groupName: 'Newest', title: 'New', productId: 1013, imgUrl: '/img/cover/1013.webp' }),
      banner({ groupId: 7, groupName: 'Style', title: 'Style a', sort: 2, imgUrl: '/img/cover/7.webp' }),
      banner({ groupId: 6, groupName: 'Usage Scenario', title: 'Kids', tagId: 403 }),
    ]);
    expect(result.map((c) => c.groupId)).toEqual([2, 6, 7, 9]);
    expect(result.map((c) => c.name)).toEqual(['Newest', 'Usage Scenario', 'Style', 'Other']);
    const style = result[2]!;
    expect(style.imgUrl).toBe('/img/cover/7.webp');
    expect(style.entries.map((e) => e.title)).toEqual(['Style a', 'Style b']);
    expect(style.entries[1]!.link).toEqual({ href: '/store?ids=302', newTab: false });
    expect(result[0]!.entries[0]!.link).toEqual({ href: '/detail/1013', newTab: true });
  });
  it('is empty without banners', () => {
    expect(collectionsFrom([])).toEqual([]);
  });
});

describe('splitFeatured', () => {
  it('sends the first seven to the logo row and the rest to the tiles', () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    expect(splitFeatured(items)).toEqual({ logos: [0, 1, 2, 3, 4, 5, 6], tiles: [7, 8, 9] });
    expect(splitFeatured([1, 2])).toEqual({ logos: [1, 2], tiles: [] });
  });
  it('gives the curated array seven logos and six tiles', () => {
    const { logos, tiles } = splitFeatured(featuredCategories);
    expect(logos).toHaveLength(7);
    expect(tiles.map((t) => t.word)).toEqual(['Watercolour', 'Kidswear', 'Tropical', 'Home textiles', 'Wallpaper', 'Botanica 2026']);
  });
});

describe('resolveTiles', () => {
  const tree: ProductTypeGroup[] = [
    {
      name: 'Style',
      data: [
        { id: 203, word: 'Watercolour', productCount: 34, rootName: 'Style', check: false },
        { id: 206, word: 'Tropical', productCount: 0, rootName: 'Style', check: false },
      ],
    },
    { name: 'Scene', data: [{ id: 303, word: 'Kidswear', productCount: 1, rootName: 'Scene', check: false }] },
    { name: 'Price', data: { maxPrice: 899 } },
  ];
  it('takes id and count from the tree, in the curated order', () => {
    const tiles = resolveTiles(
      [
        { rootName: 'Scene', word: 'Kidswear' },
        { rootName: 'Style', word: 'Watercolour' },
      ],
      tree,
    );
    expect(tiles).toEqual([
      { id: 303, word: 'Kidswear', rootName: 'Scene', productCount: 1 },
      { id: 203, word: 'Watercolour', rootName: 'Style', productCount: 34 },
    ]);
  });
  it('leaves out words the tree lacks, words of another group and words with no designs', () => {
    const tiles = resolveTiles(
      [
        { rootName: 'Style', word: 'Tropical' },
        { rootName: 'Style', word: 'Kidswear' },
        { rootName: 'Trend', word: 'Coastal' },
      ],
      tree,
    );
    expect(tiles).toEqual([]);
  });
});

describe('designCount', () => {
  it('counts designs', () => {
    expect(designCount(1)).toBe('1 design');
    expect(designCount(34)).toBe('34 designs');
  });
});

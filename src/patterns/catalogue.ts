/**
 * The procedural catalogue: the filter vocabulary and a deterministic design generator.
 * The mock world takes the first few hundred designs as fixtures; the server's seed
 * takes as many as it is asked for (the same first ones, then more), so both worlds
 * sell the same kind of designs with words consistent with what is drawn.
 */
import type { BannerItem, ProductDetail } from '../api/types';
import { motifs, palettes, patternSvg, type Motif, type PaletteName } from './artwork';
import { createRandom } from './random';
import type { DesignWordGroup } from '../domain/words';

export const CATALOGUE_SEED = 20261122;

/** The filter groups and their words; the motif group mirrors what is drawn. */
export const wordGroups = {
  'Product type': ['Textile print', 'Wallpaper', 'Gift wrap', 'Stationery', 'Ceramics'],
  Style: ['Vintage', 'Modern', 'Watercolour', 'Folk', 'Minimal', 'Tropical', 'Art deco', 'Boho'],
  Scene: ['Womenswear', 'Menswear', 'Kidswear', 'Home textiles', 'Swimwear', 'Packaging'],
  Motif: motifs,
  Season: ['Spring/Summer', 'Autumn/Winter', 'All seasons'],
  Trend: ['Botanica 2026', 'Retro revival', 'Quiet luxury', 'Coastal', 'Maximalism'],
  Brand: ['Atelier Nord', 'Casa Milano', 'Studio Yantai', 'Harbour Lane', 'Silk Lab Hangzhou'],
} as const satisfies Record<DesignWordGroup, readonly string[]>;

export type GroupName = keyof typeof wordGroups;
export const groupNames = Object.keys(wordGroups) as GroupName[];

export interface Word {
  id: number;
  word: string;
  rootName: GroupName;
}

/** Word ids are stable: group by group, word by word, from 1. */
export const words: Word[] = groupNames.flatMap((rootName, g) =>
  wordGroups[rootName].map((word, i) => ({ id: (g + 1) * 100 + i + 1, word, rootName })),
);
export const wordById = new Map(words.map((w) => [w.id, w]));
const wordId = (rootName: GroupName, word: string) => words.find((w) => w.rootName === rootName && w.word === word)!.id;

/**
 * What a generated design knows beyond the spec's fields. Its `palette` is the named
 * palette it is drawn in; the measured colours a detail shows are the server's.
 */
export interface GeneratedDesign extends Omit<ProductDetail, 'palette'> {
  tags: string;
  uploadStatus: number;
  imgWeight: number;
  brandStr: string;
  /** Ids of every word it carries, across groups. */
  wordIds: number[];
  /** Creation order: 'sort,desc' is new to old. */
  sort: number;
  /** Sales and saves, for the 'recommend' order and best sellers. */
  popularity: number;
  motif: Motif;
  palette: PaletteName;
  /** Seed of its artwork. */
  artSeed: number;
  /** An exclusive design that has been bought leaves the store. */
  sold: boolean;
}

/** Where a design's cover is served; the mock world and the server both answer it. */
export const coverPath = (productId: number) => `/img/cover/${productId}.webp`;
export const ratios: ReadonlyArray<[number, number]> = [
  [1, 1],
  [3, 4],
  [4, 3],
  [2, 3],
  [1, 1],
];

function makeDesign(index: number, r: ReturnType<typeof createRandom>): GeneratedDesign {
  const productId = 1001 + index;
  const motif = motifs[index % motifs.length]!;
  const palette = r.pick(Object.keys(palettes) as PaletteName[]);
  const style = r.pick(wordGroups.Style);
  const productType = r.pick(wordGroups['Product type']);
  const scenes = r.sample(wordGroups.Scene, r.int(1, 2));
  const season = r.pick(wordGroups.Season);
  const trend = r.pick(wordGroups.Trend);
  const brand = r.pick(wordGroups.Brand);
  const isBuyout = index % 10 === 7 ? 1 : 0;
  const price = r.int(12, 160);
  const priceOnce = isBuyout ? price * 5 + 99 : 0;
  const isVector = motif === 'Geometric' || motif === 'Stripe' || motif === 'Check' ? (r.chance(0.7) ? 1 : 0) : r.chance(0.1) ? 1 : 0;
  const isLarge = r.chance(0.6) ? 1 : 0;
  const [rw, rh] = r.pick(ratios);
  const longSide = isLarge ? 11811 : r.pick([4724, 5906, 7087]);
  const imgWidth = Math.round(rw >= rh ? longSide : (longSide * rw) / rh);
  const imgHeight = Math.round(rh >= rw ? longSide : (longSide * rh) / rw);
  const flat = r.chance(0.05);
  const format = isVector ? 'AI, EPS, SVG' : flat ? 'JPG' : r.pick(['PSD, TIFF', 'PSD', 'TIFF, PSD']);
  const cm = (px: number) => Math.round((px / 300) * 2.54);
  const imgSize = isVector ? 'Vector' : isLarge ? `${cm(imgWidth)}*${cm(imgHeight)}cm` : `${imgWidth}*${imgHeight}px`;
  const wordIds = [
    wordId('Product type', productType),
    wordId('Style', style),
    ...scenes.map((s) => wordId('Scene', s)),
    wordId('Motif', motif),
    wordId('Season', season),
    wordId('Trend', trend),
    wordId('Brand', brand),
  ];
  const label = `${palette} ${motif.toLowerCase()}`;
  return {
    productId,
    imgSn: `PT-${String(productId).padStart(5, '0')}`,
    cover: coverPath(productId),
    format,
    imgSize,
    styleStr: style,
    productFicationStr: productType,
    label,
    entityStr: motif,
    sceneStr: scenes.join(','),
    seasonStr: season,
    fashionStr: trend,
    price,
    priceOnce,
    isBuyout,
    isUse: isBuyout ? 0 : 1,
    isBuy: 0,
    hasCollection: 0,
    isRepeat: r.chance(0.9) ? 1 : 0,
    isLayer: flat ? 0 : 1,
    isVector,
    isLarge,
    imgWidth,
    imgHeight,
    tags: [motif, style, trend].join(','),
    uploadStatus: index % 23 === 5 ? 1 : 0,
    imgWeight: imgWidth,
    brandStr: brand,
    wordIds,
    sort: index + 1,
    popularity: r.int(0, 500),
    motif,
    palette,
    artSeed: CATALOGUE_SEED + productId,
    sold: false,
  };
}

/** Tries at drawing artwork unlike every earlier design's before a repeat is accepted. */
const ARTWORK_REDRAWS = 20;

/** A design's picture, without the pattern's element id (which never shows). */
const artworkOf = (d: Pick<GeneratedDesign, 'motif' | 'palette' | 'artSeed'>) =>
  patternSvg(d.motif, d.palette, createRandom(d.artSeed), 40).replace(/\bp\d+\b/g, '');

/**
 * `count` designs, the same ones on every run: a fresh copy (callers may mutate it).
 * Two designs never share one picture: a shop selling the same artwork under two
 * serials misleads buyers, and similar-image search could not tell which was uploaded.
 * A repeat draws its artwork again from another seed.
 */
export function generateDesigns(count: number): GeneratedDesign[] {
  const r = createRandom(CATALOGUE_SEED);
  const pictures = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const design = makeDesign(i, r);
    for (let redraw = 1; redraw <= ARTWORK_REDRAWS && pictures.has(artworkOf(design)); redraw++)
      design.artSeed = CATALOGUE_SEED + design.productId + redraw * 10_000_019;
    pictures.add(artworkOf(design));
    return design;
  });
}

/** The home banners: one per group the spec names (2 Newest, 6 Usage Scenario, 7 Style). */
export function curatedBanners(designs: GeneratedDesign[]): BannerItem[] {
  // Wraps around, so a small catalogue (a test's) still gets three banners.
  const pick = (i: number) => designs[i % designs.length]!;
  const styleWord = words.find((w) => w.rootName === 'Style' && w.word === 'Watercolour')!;
  const sceneWord = words.find((w) => w.rootName === 'Scene' && w.word === 'Kidswear')!;
  return [
    {
      imgUrl: pick(12).cover,
      groupId: 2,
      groupName: 'Newest',
      sort: 1,
      title: 'New this week',
      subtitle: 'Fresh florals and geometrics, ready to print',
      tagId: null,
      tagWord: null,
      colorBg: '#f4e9dc,#f2a65a',
      productId: pick(12).productId,
    },
    {
      imgUrl: pick(40).cover,
      groupId: 6,
      groupName: 'Usage Scenario',
      sort: 2,
      title: 'Made for kidswear',
      subtitle: 'Playful prints, tested on soft fabrics',
      tagId: sceneWord.id,
      tagWord: sceneWord.word,
      colorBg: '#e8f1f2,#7ec8e3',
      productId: null,
    },
    {
      imgUrl: pick(75).cover,
      groupId: 7,
      groupName: 'Style',
      sort: 3,
      title: 'Watercolour',
      subtitle: 'Hand-painted washes in layered files',
      tagId: styleWord.id,
      tagWord: styleWord.word,
      colorBg: '#fdf0f0,#f4acb7',
      productId: null,
    },
  ];
}

import { http, HttpResponse } from 'msw';
import { selectByIdSchema, selectLikeSchema, selectPageSchema, downUrlSchema } from '../../src/api/schemas';
import type { ProductCard } from '../../src/api/types';
import { patternSvg } from '../../src/patterns/artwork';
import { shownPrice } from '../../src/domain/licence';
import { designFilesName, downloadRefusals } from '../../src/domain/download';
import { designRefusals } from '../../src/domain/refusals';
import { buyoutFilterOf, priceFilterOf, storeOrderCompare, storeOrderOf, treeMaxPrice, wordFiltersOf } from '../../src/domain/search';
import {
  bestSellers,
  mockPalette,
  mockPaletteHexes,
  onSale,
  toCard,
  toDetail,
  typeTree,
  wordById,
  type MockDesign,
} from '../fixtures/catalogue';
import { hexToLab, paletteHolds, parseColours } from '../../src/domain/colour';
import {
  IMAGE_TOO_LARGE,
  MAX_IMAGE_SEARCH_BYTES,
  imageSearchStillMeasuring,
  imageSearchWarmingUp,
  measuringOrder,
  readImageSearchIntent,
  type ImageSearchProgress,
} from '../../src/domain/imageSearch';
import { checkColourway, colourwayColours } from '../../src/domain/colourway';
import { createRandom } from '../../src/patterns/random';
import { world, type World } from '../world';
import { replacementDownload } from './admin';
import { bodyOf, refuse, route, scenarios, validate, type Caller } from './route';

/** The caller's folder state for a design: the first folder holding it, and how many do. */
function collectionOf(w: World, caller: Caller, productId: number) {
  if (!caller.member) return { collectionId: null, hasCollection: 0 };
  const holding = w.folders.filter((f) => f.memberId === caller.member!.memberId && f.productIds.includes(productId));
  return { collectionId: holding[0]?.folderId ?? null, hasCollection: holding.length };
}

export const cardFor = (w: World, caller: Caller, d: MockDesign): ProductCard => {
  const { collectionId, hasCollection } = collectionOf(w, caller, d.productId);
  return toCard(d, collectionId, hasCollection);
};

const purchasedBy = (w: World, memberId: number, productId: number) =>
  w.orders.some((o) => o.memberId === memberId && o.status === 'Y' && o.lines.some((l) => l.productId === productId && !l.refundedAt));

const searchText = (d: MockDesign) =>
  [d.imgSn, d.label, d.tags, ...d.wordIds.map((id) => wordById.get(id)?.word ?? '')].join(' ').toLowerCase();

/** The store search, as the server does it: keyword, facets (AND across groups, OR within), licence, price, sort, page. */
export async function search(w: World, caller: Caller, input: unknown) {
  const query = validate(selectPageSchema, input);
  let found = w.designs.filter(onSale);

  const keyword = query.strSearchKeyword.trim().toLowerCase();
  if (keyword) found = found.filter((d) => keyword.split(/\s+/).every((term) => searchText(d).includes(term)));

  for (const ids of wordFiltersOf(query)) found = found.filter((d) => ids.some((id) => d.wordIds.includes(id)));
  const buyout = buyoutFilterOf(query);
  if (buyout !== null) found = found.filter((d) => d.isBuyout === buyout);
  const price = await priceFilterOf(query.priceRange, () => treeMaxPrice(w.designs.filter(onSale).map(shownPrice)));
  if (price) found = found.filter((d) => shownPrice(d) >= price.min && shownPrice(d) <= price.max);
  const picked = parseColours(query.colours).map(hexToLab);
  if (picked.length > 0)
    found = found.filter((d) =>
      paletteHolds(
        picked,
        mockPalette(d).colours.map((c) => ({ ...hexToLab(c.hex), share: c.share })),
      ),
    );

  const compare = storeOrderCompare[storeOrderOf(query.sSorts)];
  const keyOf = (d: MockDesign) => ({ popularity: d.popularity, sort: d.sort, id: d.productId });
  found.sort((a, b) => compare(keyOf(a), keyOf(b)));

  const page = found.slice(query.iDisplayStart, query.iDisplayStart + query.iDisplayLength);
  return { aaData: page.map((d) => cardFor(w, caller, d)), iTotalRecords: found.length };
}

const selectById = route('selectById', async ({ request, caller }) => {
  const { productId } = validate(selectByIdSchema, await bodyOf(request));
  const w = world();
  const design = w.designById.get(productId) ?? refuse(designRefusals.missing);
  const memberId = caller.member?.memberId;
  const inCart = memberId !== undefined && (w.carts.get(memberId) ?? []).some((l) => l.productId === productId);
  const bought = memberId !== undefined && purchasedBy(w, memberId, productId);
  const detail = toDetail(design, bought ? 2 : inCart ? 1 : 0, collectionOf(w, caller, productId).hasCollection);
  return { data: { ...detail, isSold: onSale(design) ? 0 : 1 } };
});

const downUrl = route('downUrl', async ({ request, member }) => {
  const { id, colourway } = validate(downUrlSchema, await bodyOf(request));
  const w = world();
  const design = w.designById.get(id) ?? refuse(designRefusals.missing);
  // As the server: the newest paid line (the one in `colourway` when asked) that was not
  // refunded; its replacement file when one was attached.
  const bought = w.orders
    .filter((o) => o.memberId === member.memberId && o.status === 'Y')
    .flatMap((o) => o.lines.filter((l) => l.productId === id && (colourway === undefined || (l.colourway ?? '') === colourway)))
    .sort((a, b) => (b.lineId ?? 0) - (a.lineId ?? 0));
  const line = bought.find((l) => !l.refundedAt);
  if (!line) refuse(403, bought.length ? downloadRefusals.refunded : downloadRefusals.notBought);
  const origin = new URL(request.url).origin;
  const expires = Date.now() + 300_000;
  if (line!.replacementName && line!.lineId) return { data: `${origin}/files/replacements/${line!.lineId}?expires=${expires}` };
  // The link names its line, as the server's signed one does: the file is that line's (its colourway).
  return { data: `${origin}/files/mock/${id}/${design.imgSn}.zip?line=${line!.lineId}&expires=${expires}` };
});

/**
 * Search by image among `measured` (the world's designs whose signatures the server
 * would have): the upload checked as the server checks it, then a stable "similar" set.
 */
async function alike(request: Request, caller: Caller, measured: MockDesign[]): Promise<ProductCard[]> {
  const form = await request.formData().catch(() => refuse(400, 'Upload an image file'));
  const file = form.get('file');
  if (!(file instanceof Blob)) return refuse(400, 'file: upload an image file');
  if (file.size > MAX_IMAGE_SEARCH_BYTES) return refuse(413, IMAGE_TOO_LARGE);
  if (!file.type.startsWith('image/')) return refuse(400, 'file: only images can be searched');
  // The mock has no image features: a seed from the bytes picks a stable "similar" set.
  const bytes = new Uint8Array(await file.arrayBuffer());
  const seed = bytes.reduce((sum, b, i) => (sum + b * (i + 1)) % 2147483647, bytes.length);
  const w = world();
  const forSale = measured.filter(onSale);
  if (forSale.length === 0) return [];
  if (readImageSearchIntent(form.get('intent')) === 'colours') {
    // Same colours: the designs drawn in one named palette, as if the picture were in it.
    const palette = createRandom(seed).pick(forSale).palette;
    return forSale.filter((d) => d.palette === palette).map((d) => cardFor(w, caller, d));
  }
  const picked = createRandom(seed).sample(forSale, Math.min(100, forSale.length));
  return picked.map((d) => cardFor(w, caller, d));
}

/**
 * Search by image in a new shop's first minutes, as the server answers it: the world's
 * first `done` designs in the server's measuring order (src/domain/imageSearch.ts
 * `measuringOrder`) are measured, and an upload is answered from those with the note
 * and `measuring`; with none measured yet it is refused (503) with how far along it is.
 * For stories: `product: [imageSearchWhileMeasuring(40), ...productHandlers.default]`.
 */
export const imageSearchWhileMeasuring = (done: number) =>
  route('selectAlike', async ({ request, caller }) => {
    const designs = world().designs;
    const total = designs.length;
    if (done <= 0) return refuse(503, imageSearchWarmingUp(0, total), { ready: false, done: 0, total } satisfies ImageSearchProgress);
    const order = measuringOrder(designs.map((d) => ({ id: d.productId, popularity: d.popularity, sort: d.sort, onSale: onSale(d) })));
    const measuredIds = new Set(order.slice(0, done));
    const measured = designs.filter((d) => measuredIds.has(d.productId));
    return {
      data: await alike(request, caller, measured),
      desc: imageSearchStillMeasuring(done, total),
      measuring: { done, total },
    };
  });

const defaults = [
  route('selectAllType', () => ({ data: typeTree(world().designs) })),
  // As the server: the banners the back office keeps (by sort), and its pinned designs leading Best Sellers.
  route('home', () => ({ data: [...world().banners].sort((a, b) => a.sort - b.sort).map(({ id: _id, ...banner }) => banner) })),
  route('bestSeller', () => ({ data: bestSellers(world().designs, 12, world().bestSellerPins) })),
  selectById,
  route('selectPage', async ({ request, caller }) => ({ data: await search(world(), caller, await bodyOf(request)) })),
  route('selectAlike', async ({ request, caller }) => ({ data: await alike(request, caller, world().designs) })),
  route('selectLike', async ({ request, caller }) => {
    const { productId, intent } = validate(selectLikeSchema, await bodyOf(request));
    const w = world();
    const design = w.designById.get(productId) ?? refuse(designRefusals.missing);
    // The mock has no signatures: the same motif (or, for colours, the same named palette),
    // most popular first, stands in for "alike".
    const alike = w.designs
      .filter(
        (d) => onSale(d) && d.productId !== productId && (intent === 'colours' ? d.palette === design.palette : d.motif === design.motif),
      )
      .sort((a, b) => b.popularity - a.popularity || a.productId - b.productId)
      .slice(0, 12);
    return { data: alike.map((d) => cardFor(w, caller, d)) };
  }),
  downUrl,
];

const emptyLists = [
  route('selectAllType', () => ({ data: typeTree([]) })),
  route('home', () => ({ data: [] })),
  route('bestSeller', () => ({ data: [] })),
  route('selectPage', () => ({ data: { aaData: [], iTotalRecords: 0 } })),
  route('selectAlike', () => ({ data: [] })),
  route('selectLike', () => ({ data: [] })),
];

export const productHandlers = scenarios(
  ['selectAllType', 'home', 'bestSeller', 'selectById', 'selectPage', 'selectAlike', 'selectLike', 'downUrl'],
  defaults,
  emptyLists,
);

/** Cover images and design files of the mock world (the server's /img and file store). */
export const assetHandlers = {
  default: [
    http.get('*/img/cover/:file', ({ params, request }) => {
      const productId = Number(String(params.file).replace(/\.\w+$/, ''));
      const design = world().designById.get(productId);
      if (!design) return new HttpResponse(null, { status: 404 });
      let svg = patternSvg(design.motif, design.palette, createRandom(design.artSeed));
      // A colourway (?cw=): a fixture's palette is its artwork's own colours, so each is swapped for its new one.
      const colourway = new URL(request.url).searchParams.get('cw');
      if (colourway) {
        const palette = mockPaletteHexes(design);
        const checked = checkColourway(colourway, palette);
        if (!checked.ok) return new HttpResponse(null, { status: 404 });
        const colours = colourwayColours(checked.colourway);
        svg = svg.replace(/#[0-9a-f]{6}\b/gi, (hex) => colours[palette.indexOf(hex.toLowerCase())] ?? hex);
      }
      return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=31536000, immutable' } });
    }),
    replacementDownload,
    http.get('*/files/mock/:productId/:file', ({ params, request }) => {
      const w = world();
      const design = w.designById.get(Number(params.productId));
      if (!design) return new HttpResponse(null, { status: 404 });
      // As the server's /files/<id>.zip: the link's line is looked at again on every
      // download (a refund ends its links at once), and the files are that line's colourway's.
      const lineId = Number(new URL(request.url).searchParams.get('line'));
      const line = w.orders
        .filter((o) => o.status === 'Y')
        .flatMap((o) => o.lines)
        .find((l) => l.lineId === lineId);
      const refused = (text: string) => new HttpResponse(text, { status: 403, headers: { 'content-type': 'text/plain' } });
      if (!line || line.productId !== design.productId) return refused(downloadRefusals.invalidLink);
      if (line.refundedAt) return refused(downloadRefusals.refunded);
      // A stand-in archive of a fixed size, so download progress has something to count.
      const bytes = new Uint8Array(256 * 1024).fill(80);
      return new HttpResponse(bytes, {
        headers: {
          'content-type': 'application/zip',
          'content-length': String(bytes.byteLength),
          'content-disposition': `attachment; filename="${designFilesName(design.imgSn, line.colourway)}.zip"`,
        },
      });
    }),
  ],
};

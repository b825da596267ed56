/**
 * Warm before the first shopper (issue 42): after a start, the covers of the first
 * screens are drawn in the background and kept, in the order a shopper asks for them —
 * the home page's banner and collections, its Best Sellers, then the store's first page
 * in each order — at the widths those pages ask for on a phone and on a desktop. Before
 * them, the mega-menu's categories (the catalogue caches its filter tree).
 *
 * The shopper comes first. One cover at a time, and only once the shop has answered
 * every request and none has come for `quietMs`: a page's burst of requests (its HTML,
 * scripts, API calls and covers) never shares the CPU with the warmer, and a request
 * that arrives mid-drawing waits for one cover at most (20-100 ms). A cover already kept
 * is skipped; one a shopper is having drawn is waited for, not drawn again.
 *
 * Then it stays: covers that shoppers had drawn as drafts (images.ts) get their full
 * encoding the same way, while the shop is quiet, until it stops.
 */
import type { BannerItem, BestSeller, ProductCard } from '../../src/api/types';
import { coverWidths } from '../../src/api/covers';
import { sortValues, STORE_PAGE_SIZE, type SearchPayload } from '../../src/domain/search';
import { pickWidth, type Art, type CoverAt, type ImageStore } from './images';

/**
 * The widths the home page's banner art and collection covers are asked at (measured in
 * Chromium: 320 on phones and a 1350 px desktop's banner, 480 for a phone's collections
 * and most desktops, 640 for a 1920 px desktop's collections).
 */
export const HOME_COVER_WIDTHS = [480, 320, 640] as const;

/** Best Sellers' slides: 480 on desktops and Lighthouse's phone, 640 on a 390 px phone at 2×. */
export const BEST_SELLER_WIDTHS = [480, 640] as const;

/**
 * A store column's width in device pixels (the width of a square card), for the kinds
 * of screen warmed for, most asked first. A card's cover is as wide as its box's longer
 * side (src/api/covers.ts `coverSizes`), so a tall design asks for a wider file. Measured
 * in Chromium: a phone 390-430 px wide at 1.75-2× and a 1350-1366 px desktop give
 * 320-344 px (a square card asks for 480, a 2:3 one for 640); a 1440-1920 px desktop
 * 263-280 px (320 and 480).
 */
export const STORE_COLUMNS = [336, 280] as const;

/** The width of a store card's cover in a column `columnPx` device pixels wide (what the browser picks from its srcset). */
export function storeCoverWidth(card: Pick<ProductCard, 'imgWidth' | 'imgHeight' | 'imgWeight'>, columnPx: number): number {
  const width = card.imgWeight > 0 ? card.imgWeight : card.imgWidth;
  const tall = width > 0 && card.imgHeight > 0 ? card.imgHeight / width : 1;
  return pickWidth(Math.ceil(columnPx * Math.max(1, tall)));
}

/** The design of a cover URL (`/img/cover/1013.webp?v=…`, maybe on IMAGE_BASE_URL's host); null for any other image. */
export function coverDesignOf(url: string): number | null {
  const match = /^(?:https?:\/\/[^/]+)?\/img\/cover\/(\d+)\.webp(?:[?#]|$)/.exec(url);
  return match ? Number(match[1]) : null;
}

/** The store's first page in one order, as the store asks for it with no filter. */
export const storeFirstPage = (sSorts: SearchPayload['sSorts']): SearchPayload => ({
  strSearchKeyword: '',
  iDisplayStart: 0,
  iDisplayLength: STORE_PAGE_SIZE,
  sSorts,
  priceRange: '',
});

export interface CoverWarmerOptions {
  /** The shop's own public API answered in-process: the `data` of the envelope a page gets. */
  api: <T>(method: 'GET' | 'POST', url: string, body?: unknown) => Promise<T>;
  images: Pick<ImageStore, 'keep' | 'draftsToReplace' | 'onDraft'>;
  artOf: (productId: number) => Promise<Art | null>;
  /** Makes the mega-menu's categories (the catalogue keeps them once made). */
  categories: () => Promise<unknown>;
  /** Requests the shop is answering now. */
  inFlight: () => number;
  /** True once the shop is stopping: the warmer draws nothing more. */
  stopping?: () => boolean;
  /** How long the shop must have answered nothing before a cover is drawn. */
  quietMs?: number;
  /** Called after each cover the warmer drew (tests, logs). */
  onDrawn?: (cover: CoverAt) => void;
}

export interface WarmReport {
  /** Covers drawn now. */
  drawn: number;
  /** Covers found kept already. */
  kept: number;
  /** False when stopped before the end. */
  finished: boolean;
}

/** How often the warmer looks whether the shop is quiet. */
const LOOK_EVERY_MS = 25;

export function createCoverWarmer({
  api,
  images,
  artOf,
  categories,
  inFlight,
  stopping = () => false,
  quietMs = 150,
  onDrawn,
}: CoverWarmerOptions) {
  let stopped = false;
  /** End the current waits early (stop, a new draft). */
  const wakers = new Set<() => void>();
  const wake = () => [...wakers].forEach((done) => done());
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      // A waiting warmer never keeps the process alive.
      timer.unref();
      wakers.add(done);
    });
  /** What runs now, for `stop` to wait for. */
  const running = new Set<Promise<unknown>>();
  const tracked = <T>(work: Promise<T>): Promise<T> => {
    running.add(work);
    void work.finally(() => running.delete(work)).catch(() => {});
    return work;
  };
  const halted = () => stopped || stopping();

  /** Resolves true once no request has run for quietMs, false when stopped meanwhile. */
  async function quiet(): Promise<boolean> {
    let quietSince: number | null = null;
    for (;;) {
      if (halted()) return false;
      if (inFlight() > 0) quietSince = null;
      else {
        quietSince ??= performance.now();
        if (performance.now() - quietSince >= quietMs) return true;
      }
      await pause(LOOK_EVERY_MS);
    }
  }

  /** The covers of the first screens, in the order a shopper asks for them. */
  async function* firstScreens(): AsyncGenerator<CoverAt> {
    const banners = await api<BannerItem[]>('GET', '/api/product/home');
    const homeDesigns = [...new Set(banners.flatMap((banner) => coverDesignOf(banner.imgUrl) ?? []))];
    for (const width of HOME_COVER_WIDTHS) for (const productId of homeDesigns) yield { productId, width };
    const bestSellers = await api<BestSeller[]>('GET', '/api/product/bestSeller');
    const sellers = bestSellers.flatMap((item) => coverDesignOf(item.imgUrl) ?? []);
    for (const width of BEST_SELLER_WIDTHS) for (const productId of sellers) yield { productId, width };
    for (const sSorts of sortValues) {
      if (halted()) return;
      const page = await api<{ aaData: ProductCard[] }>('POST', '/api/product/selectPage', storeFirstPage(sSorts));
      for (const column of STORE_COLUMNS)
        for (const card of page.aaData) yield { productId: card.productId, width: storeCoverWidth(card, column) };
    }
  }

  const report = (): WarmReport => ({ drawn: 0, kept: 0, finished: false });

  /** Keeps each cover of `covers` once the shop is quiet; false when stopped first. */
  async function keepAll(covers: AsyncIterable<CoverAt> | Iterable<CoverAt>, into: WarmReport): Promise<boolean> {
    const seen = new Set<string>();
    for await (const cover of covers) {
      const key = `${cover.productId}-${cover.width}`;
      if (seen.has(key) || !coverWidths.includes(cover.width as (typeof coverWidths)[number])) continue;
      seen.add(key);
      if (!(await quiet())) return false;
      const outcome = await images.keep(cover.productId, cover.width, () => artOf(cover.productId));
      if (outcome === 'drawn') {
        into.drawn++;
        onDrawn?.(cover);
      } else if (outcome === 'kept') into.kept++;
      // Let whatever arrived during the drawing be read before the next look.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return true;
  }

  /** The mega-menu's data, then the first screens' covers; resolves when done or stopped. */
  const warm = (): Promise<WarmReport> =>
    tracked(
      (async () => {
        const done = report();
        if (!(await quiet())) return done;
        await categories();
        done.finished = await keepAll(firstScreens(), done);
        return done;
      })(),
    );

  /** Replaces drafts with their full encoding as they come, until stopped. */
  async function replaceDrafts(): Promise<void> {
    let more = false;
    const unsubscribe = images.onDraft(() => {
      more = true;
      wake();
    });
    try {
      while (!halted()) {
        more = false;
        const drafts = images.draftsToReplace();
        if (drafts.length > 0) await keepAll(drafts, report());
        // Sleep until a new draft (or stop) wakes it; a minute at most, so a stop by `stopping` is seen.
        else if (!more) await pause(60_000);
      }
    } finally {
      unsubscribe();
    }
  }

  return {
    warm,
    /** `warm`, then draft replacement until `stop`; `onWarm` hears how the first screens went. */
    start(onWarm?: (report: WarmReport) => void): Promise<void> {
      return tracked(
        (async () => {
          const done = await warm();
          onWarm?.(done);
          await replaceDrafts();
        })(),
      );
    },
    /** Stops after the cover being drawn, if any; resolves once the warmer has stopped. */
    async stop(): Promise<void> {
      stopped = true;
      wake();
      await Promise.allSettled([...running]);
    },
  };
}

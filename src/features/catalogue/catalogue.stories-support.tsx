/**
 * Story-only helpers of the catalogue: a stand-in for the product tile (the lead passes
 * the real one as `renderCard`), fixture cards, and a wait for covers to load so the
 * screenshots never catch a half-loaded grid. Only stories import this file.
 */
import { expect, waitFor, within } from 'storybook/test';
import type { ProductCard } from '../../api/types';
import { Image } from '../../ui/Image/Image';
import { vars } from '../../ui/theme/contract.css';
import type { CardBox, RenderCard } from './ResultGrid/ResultGrid';

/** A plain card: cover, serial and price, in the box the grid gives it. */
export function StandInCard({ card, box }: { card: ProductCard; box: CardBox }) {
  const price = card.isBuyout ? card.priceOnce : card.price;
  return (
    <article aria-label={`Design ${card.imgSn}`} style={{ width: box.width, fontSize: vars.fontSize.sm, color: vars.color.text }}>
      <Image src={card.cover} alt={`${card.label} pattern`} width={box.width} height={box.height} />
      <p style={{ margin: `${vars.space.sm} 0 0`, fontWeight: vars.fontWeight.semibold }}>{card.imgSn}</p>
      <p style={{ margin: `${vars.space.xxs} 0 0`, color: vars.color.textMuted }}>$ {price}</p>
    </article>
  );
}

export const renderStandInCard: RenderCard = (card, box) => <StandInCard card={card} box={box} />;

/** Whether `element` shows in the window (covers below it load lazily, and screenshots stop at its edge). */
const inView = (element: Element) => {
  const rect = element.getBoundingClientRect();
  return rect.bottom > 0 && rect.top < window.innerHeight;
};

/** Waits until every cover in view in `root` has loaded (or failed), so a screenshot shows the finished grid. */
export async function coversSettled(root: HTMLElement, timeout = 10_000) {
  await waitFor(
    () => {
      const loading = [...root.querySelectorAll('article [aria-busy="true"]')].filter(inView);
      return expect(loading.length, `${loading.length} covers in view still loading`).toBe(0);
    },
    { timeout },
  );
}

/**
 * Waits until the list named `name` in `root` holds `count` cards, scrolling to its last
 * card drawn as a shopper who wants to see them all would, then scrolls the window back
 * where it was. The grid draws what the window can reach at once and the rest a few at a
 * time when the browser is idle: on a busy machine that may take longer than a test
 * should wait, while a scroll draws what it reaches at once.
 *
 * The list is looked up again on every check, not held: a grid that is measured again
 * (its width was 0 for a moment, as while a sheet over it closes) draws a new list, and
 * the one found before stays empty, out of the page.
 */
export async function everyCardDrawn(root: HTMLElement, name: string, count: number) {
  const { scrollX, scrollY } = window;
  await waitFor(
    () => {
      const cards = within(within(root).getByRole('list', { name })).getAllByRole('listitem');
      if (cards.length < count) cards.at(-1)!.scrollIntoView({ block: 'start' });
      expect(cards).toHaveLength(count);
    },
    { timeout: 15_000 },
  );
  window.scrollTo(scrollX, scrollY);
}

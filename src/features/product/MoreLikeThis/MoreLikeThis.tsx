import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import * as product from '../../../api/product';
import type { ProductCard } from '../../../api/types';
import { Button } from '../../../ui/Button/Button';
import { Carousel } from '../../../ui/Carousel/Carousel';
import { Image } from '../../../ui/Image/Image';
import { formatPrice, shownPrice } from '../../../domain/licence';
import * as styles from './MoreLikeThis.css';

/** Designs in view at once; the rest are a swipe or an arrow key away. */
export const MORE_LIKE_THIS_PER_VIEW = 6;

/** Query key of a design's "More like this" row (`/api/product/selectLike`). */
export const moreLikeThisKey = (productId: number) => ['product', 'like', productId] as const;

const titleOf = (card: ProductCard) => card.label || card.tags.split(',')[0] || `Design ${card.imgSn}`;

/** One design of the row: its cover and name linking to its page, and its price. */
function LikeCard({ card }: { card: ProductCard }) {
  return (
    <article className={styles.card}>
      <Link to={`/detail/${card.productId}`} className={styles.link}>
        <Image src={card.cover} alt="" width={240} height={240} fit="cover" className={styles.cover} />
        <span className={styles.name}>{titleOf(card)}</span>
      </Link>
      <p className={styles.price}>{formatPrice(shownPrice(card))}</p>
    </article>
  );
}

export interface MoreLikeThisProps {
  productId: number;
  /** Level of the row's heading, to fit the page's outline. */
  headingLevel?: 2 | 3;
}

/**
 * "More like this" under a design: the designs nearest to it by the shop's image
 * search (pattern, structure and colour), from POST /api/product/selectLike, in a
 * carousel (Previous/Next, arrow keys, swipe). While they load the row keeps its height;
 * a failure says so with a retry; none leaves the page.
 */
export function MoreLikeThis({ productId, headingLevel = 2 }: MoreLikeThisProps) {
  const query = useQuery({
    queryKey: moreLikeThisKey(productId),
    queryFn: async ({ signal }) => (await product.selectLike({ productId }, { signal })).data,
  });
  if (query.data?.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  let body;
  if (query.data) {
    body = (
      <Carousel
        aria-label="Designs like this one"
        slidesPerView={MORE_LIKE_THIS_PER_VIEW}
        spaceBetween={styles.SLIDE_GAP_PX}
        navigation
        slides={query.data.map((card) => (
          <LikeCard key={card.productId} card={card} />
        ))}
      />
    );
  } else if (query.isError) {
    body = (
      <div className={styles.problem}>
        <p role="alert">Designs like this one could not be loaded.</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    body = (
      <div className={styles.placeholderRow} aria-hidden="true">
        {Array.from({ length: MORE_LIKE_THIS_PER_VIEW }, (_, i) => (
          <span key={i} className={styles.placeholder} />
        ))}
      </div>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="more-like-this-title" aria-busy={query.isPending || undefined}>
      <Heading id="more-like-this-title" className={styles.title}>
        More like this
      </Heading>
      {body}
    </section>
  );
}

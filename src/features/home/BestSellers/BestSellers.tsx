import { coverSources } from '../../../api/covers';
import type { BestSeller } from '../../../api/types';
import { Badge } from '../../../ui/Badge/Badge';
import { Carousel } from '../../../ui/Carousel/Carousel';
import { slideSizes } from '../../../ui/Carousel/slideSizes';
import { Image } from '../../../ui/Image/Image';
import { formatPrice } from '../../../domain/licence';
import { BEST_SELLERS_PER_VIEW, BEST_SELLERS_PER_VIEW_COMPACT, designDetail, splitTags } from '../home';
import { useBestSellers } from '../home.queries';
import { HomeSection, SectionState, failureMessage } from '../HomeSection/HomeSection';
import { HomeSectionLink } from '../HomeSection/HomeSectionLink';
import { cardLead } from '../home.css';
import * as styles from './BestSellers.css';

const TITLE = 'Best Sellers';
/** Width each cover is drawn at: one slide of the row. */
const coverSizes = slideSizes(BEST_SELLERS_PER_VIEW, BEST_SELLERS_PER_VIEW_COMPACT);

export interface BestSellerCardProps {
  /** One best seller: productId, imgUrl, tags, price (storefront §3). */
  item: BestSeller;
}

/** A best seller: its cover linking to the design, its tags and its price in dollars. */
export function BestSellerCard({ item }: BestSellerCardProps) {
  const tags = splitTags(item.tags);
  const alt = tags.length > 0 ? `${tags.join(', ')} pattern` : `Pattern ${item.productId}`;
  return (
    <article className={styles.card}>
      <HomeSectionLink link={designDetail(item.productId)} className={styles.imageLink}>
        <Image src={item.imgUrl} {...coverSources(item.imgUrl, coverSizes)} alt={alt} width={400} height={400} />
      </HomeSectionLink>
      {tags.length > 0 ? (
        <ul className={styles.tags} aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge>{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <p className={cardLead}>{formatPrice(item.price)}</p>
    </article>
  );
}

function Placeholder() {
  return (
    <div className={styles.placeholderRow} aria-hidden="true">
      {Array.from({ length: BEST_SELLERS_PER_VIEW }, (_, i) => (
        <span key={i}>
          <span className={styles.placeholderImage} />
          <span className={styles.placeholderText} />
        </span>
      ))}
    </div>
  );
}

export interface BestSellersViewProps {
  /** The best sellers, in the order given. */
  items: BestSeller[];
}

/** Four best sellers in view at once; Previous/Next (or arrow keys) move one on. */
export function BestSellersView({ items }: BestSellersViewProps) {
  return (
    <Carousel
      // Not the section's own name: two landmarks of one name confuse landmark navigation.
      aria-label="Best-selling designs"
      slidesPerView={BEST_SELLERS_PER_VIEW}
      compactSlidesPerView={BEST_SELLERS_PER_VIEW_COMPACT}
      spaceBetween={styles.SLIDE_GAP_PX}
      navigation
      slides={items.map((item) => (
        <BestSellerCard key={item.productId} item={item} />
      ))}
    />
  );
}

/**
 * 'Best Sellers' (storefront §2 "Home"), from GET /api/product/bestSeller. Leaves the page
 * when there are none.
 */
export function BestSellers() {
  const bestSellers = useBestSellers();
  if (bestSellers.isSuccess && bestSellers.data.length === 0) return null;
  return (
    <HomeSection title={TITLE} busy={bestSellers.isPending}>
      {bestSellers.isSuccess ? (
        <BestSellersView items={bestSellers.data} />
      ) : (
        <SectionState
          placeholder={<Placeholder />}
          loadingLabel="Loading best sellers"
          error={
            bestSellers.isError
              ? { message: failureMessage('Best sellers', bestSellers.error), onRetry: () => void bestSellers.refetch() }
              : undefined
          }
        />
      )}
    </HomeSection>
  );
}

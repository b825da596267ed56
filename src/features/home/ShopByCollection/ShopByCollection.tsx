import { coverSources } from '../../../api/covers';
import { Image } from '../../../ui/Image/Image';
import { collectionsFrom, type Collection } from '../home';
import { useHomeBanners } from '../home.queries';
import { cardGrid, cardLink, cardMeta, cardTitle } from '../home.css';
import { HomeSection, SectionState, failureMessage } from '../HomeSection/HomeSection';
import { HomeSectionLink } from '../HomeSection/HomeSectionLink';
import * as styles from './ShopByCollection.css';

const TITLE = 'Shop By Collection';

export interface CollectionCardProps {
  /** One banner group with its entries. */
  collection: Collection;
}

/** A collection: its cover, its name, and each of its banners as a link. */
export function CollectionCard({ collection }: CollectionCardProps) {
  return (
    <article className={styles.card}>
      {/* Decorative: the collection's name and links say what it holds. The few
          collections sit in the first screen under the banner: their covers load at once. */}
      <Image src={collection.imgUrl} {...coverSources(collection.imgUrl, styles.coverSizes)} alt="" width={400} height={300} priority />
      <div className={styles.body}>
        <h3 className={cardTitle}>{collection.name}</h3>
        <ul className={styles.entries}>
          {collection.entries.map((entry) => (
            <li key={entry.title}>
              {entry.link ? (
                <HomeSectionLink link={entry.link} className={cardLink}>
                  {entry.title}
                </HomeSectionLink>
              ) : (
                <span className={styles.entryTitle}>{entry.title}</span>
              )}
              {entry.subtitle ? <p className={cardMeta}>{entry.subtitle}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

function Placeholder() {
  return (
    <div className={cardGrid} aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <span key={i} className={styles.placeholderCard}>
          <span className={styles.placeholderCover} />
          <span className={styles.placeholderText} />
        </span>
      ))}
    </div>
  );
}

/**
 * 'Shop By Collection' (storefront §2 "Home"): the banner groups (2 Newest, 6 Usage
 * Scenario, 7 Style) as collection cards. It shares the banner call with the carousel,
 * and leaves the page when there is nothing to show.
 */
export function ShopByCollection() {
  const banners = useHomeBanners();
  if (banners.isSuccess && banners.data.length === 0) return null;
  return (
    <HomeSection title={TITLE} busy={banners.isPending}>
      {banners.isSuccess ? (
        <ul className={cardGrid}>
          {collectionsFrom(banners.data).map((collection) => (
            <li key={collection.groupId}>
              <CollectionCard collection={collection} />
            </li>
          ))}
        </ul>
      ) : (
        <SectionState
          placeholder={<Placeholder />}
          loadingLabel="Loading collections"
          error={
            banners.isError ? { message: failureMessage('Collections', banners.error), onRetry: () => void banners.refetch() } : undefined
          }
        />
      )}
    </HomeSection>
  );
}

import type { TileRef } from '../home';
import { splitFeatured } from '../home';
import { featuredCategories } from '../featured';
import { HomeSection } from '../HomeSection/HomeSection';
import * as styles from './TrustedBy.css';
import { TrustedByWordmark } from './TrustedByWordmark';

export interface TrustedByProps {
  /**
   * The featured-category array; its first seven entries are drawn (storefront §2:
   * "category arrays: first 7 go to the logo row"). Defaults to the curated one.
   */
  categories?: readonly TileRef[];
}

/** 'USED & TRUSTED BY': the wordmarks of the houses that use the shop's designs. */
export function TrustedBy({ categories = featuredCategories }: TrustedByProps) {
  const { logos } = splitFeatured(categories);
  if (logos.length === 0) return null;
  return (
    <HomeSection title="USED & TRUSTED BY" titleStyle="eyebrow">
      <ul className={styles.row}>
        {logos.map((entry, index) => (
          <li key={entry.word} className={styles.logo}>
            <TrustedByWordmark name={entry.word} index={index} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

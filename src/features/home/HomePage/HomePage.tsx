import { BannerCarousel } from '../BannerCarousel/BannerCarousel';
import { BestSellers } from '../BestSellers/BestSellers';
import { FeaturedCategories } from '../FeaturedCategories/FeaturedCategories';
import { visuallyHidden } from '../home.css';
import { PatternTrends } from '../PatternTrends/PatternTrends';
import { ShopByCollection } from '../ShopByCollection/ShopByCollection';
import { TrustedBy } from '../TrustedBy/TrustedBy';
import { ValueCards } from '../ValueCards/ValueCards';
import * as styles from './HomePage.css';

/**
 * The home page's content, in the spec's order (storefront §2 "Home"): banner, 'Shop By
 * Collection', 'Best Sellers', 'USED & TRUSTED BY', 'Featured Category', 'Pattern
 * Trends' and the three value cards. The app adds the newsletter sign-up and the footer
 * around it. Each section loads, fails and retries on its own.
 */
export function HomePage() {
  return (
    <div className={styles.page}>
      <h1 className={visuallyHidden}>Textile and surface pattern designs</h1>
      <BannerCarousel />
      <ShopByCollection />
      <BestSellers />
      <TrustedBy />
      <FeaturedCategories />
      <PatternTrends />
      <ValueCards />
    </div>
  );
}

import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { BannerItem } from '../../../api/types';
import { Carousel } from '../../../ui/Carousel/Carousel';
import { coverSources } from '../../../api/covers';
import { Image } from '../../../ui/Image/Image';
import { storeUrl } from '../../../domain/storeUrl';
import { BANNER_AUTOPLAY_MS, bannerLink, gradientColours, type HomeLink } from '../home';
import { useHomeBanners } from '../home.queries';
import { SectionState, failureMessage } from '../HomeSection/HomeSection';
import { HomeSectionLink } from '../HomeSection/HomeSectionLink';
import * as styles from './BannerCarousel.css';

/** What the call-to-action says: the tag's word, or the design. */
const ctaLabel = (banner: BannerItem, link: HomeLink) =>
  link.newTab ? 'View design' : banner.tagWord ? `Shop ${banner.tagWord}` : 'Shop now';

export interface BannerSlideProps {
  /** One home banner item (storefront §3). */
  banner: BannerItem;
  /** The first slide, seen on arrival: its cover loads at once, ahead of the rest. */
  priority?: boolean;
}

/** One banner: a gradient of its two `colorBg` colours, its cover, title, subtitle and link. */
export function BannerSlide({ banner, priority = false }: BannerSlideProps) {
  const colours = gradientColours(banner.colorBg);
  const link = bannerLink(banner);
  return (
    <div
      className={styles.slide}
      data-banner-slide=""
      style={colours ? assignInlineVars({ [styles.gradientFrom]: colours[0], [styles.gradientTo]: colours[1] }) : undefined}
    >
      <div className={styles.art}>
        {/* Decorative: the title beside it says what the banner is about. */}
        <Image
          src={banner.imgUrl || undefined}
          {...coverSources(banner.imgUrl, styles.artSizes)}
          alt=""
          width={600}
          height={600}
          priority={priority}
        />
      </div>
      <div className={styles.copy}>
        {banner.groupName ? <p className={styles.eyebrow}>{banner.groupName}</p> : null}
        <h2 className={styles.title}>{banner.title}</h2>
        {banner.subtitle ? <p className={styles.subtitle}>{banner.subtitle}</p> : null}
        {link ? (
          <HomeSectionLink link={link} className={styles.cta}>
            {ctaLabel(banner, link)}
          </HomeSectionLink>
        ) : null}
      </div>
    </div>
  );
}

export interface BannerCarouselViewProps {
  /** The banners, in the order given. */
  banners: BannerItem[];
}

/**
 * The rotating home banner (storefront §2 "Home"): autoplay every 2500 ms, looping, and
 * it keeps playing after the person uses its controls.
 */
export function BannerCarouselView({ banners }: BannerCarouselViewProps) {
  return (
    <Carousel
      aria-label="Featured banners"
      autoplayDelay={BANNER_AUTOPLAY_MS}
      loop={banners.length > 1}
      stopOnInteraction={false}
      navigation
      pagination
      slides={banners.map((banner, index) => (
        <BannerSlide key={`${banner.groupId}-${banner.sort}-${banner.title}`} banner={banner} priority={index === 0} />
      ))}
    />
  );
}

/** Shown when the shop has no banners: the store is still one click away. */
function FallbackBanner() {
  return (
    <div className={styles.fallback}>
      <div className={styles.slide}>
        <div className={styles.copy}>
          <h2 className={styles.title}>Seamless patterns, ready to print</h2>
          <p className={styles.subtitle}>Layered, print-ready design files for textiles and surfaces.</p>
          <HomeSectionLink link={{ href: storeUrl(), newTab: false }} className={styles.cta}>
            Browse all designs
          </HomeSectionLink>
        </div>
      </div>
    </div>
  );
}

/** The home banner, loaded from GET /api/product/home. */
export function BannerCarousel() {
  const banners = useHomeBanners();
  if (banners.isPending || banners.isError) {
    return (
      <SectionState
        placeholder={<span className={styles.placeholder} />}
        loadingLabel="Loading banners"
        error={banners.isError ? { message: failureMessage('Banners', banners.error), onRetry: () => void banners.refetch() } : undefined}
      />
    );
  }
  if (banners.data.length === 0) return <FallbackBanner />;
  return <BannerCarouselView banners={banners.data} />;
}

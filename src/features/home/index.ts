export { HomePage } from './HomePage/HomePage';
export { BannerCarousel, BannerCarouselView, BannerSlide } from './BannerCarousel/BannerCarousel';
export { ShopByCollection } from './ShopByCollection/ShopByCollection';
export { BestSellers, BestSellersView } from './BestSellers/BestSellers';
export { TrustedBy } from './TrustedBy/TrustedBy';
export { FeaturedCategories } from './FeaturedCategories/FeaturedCategories';
export { PatternTrends } from './PatternTrends/PatternTrends';
export { ValueCards } from './ValueCards/ValueCards';

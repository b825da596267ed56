/**
 * What the chrome says about the shop and where its links go (storefront §2, route
 * table). One place for the shop's name, so the header, footer and copyright agree.
 */
import { STORE_PATH } from '../../domain/storeUrl';

/** The shop's name, as the logo and the copyright line show it. */
export const SHOP_NAME = 'Pattern Marketplace';

/** Routes of the route table the chrome links to. */
export const chromeRoutes = {
  home: '/',
  store: STORE_PATH,
  cart: '/shoppingcar',
  favorites: '/favorites',
  account: '/personalCenter',
  orders: '/orderForm',
  aboutUs: '/AboutUS',
  // The spec's footer writes /ContactUs; the route table's /ContactUS is the same page
  // (routes match without regard to case).
  contactUs: '/ContactUs',
  faq: '/faq',
  comparisons: '/Comparisons',
  terms: '/Terms',
  licence: '/License',
  returns: '/Returns',
  privacy: '/Privacy',
} as const;

export type SocialNetwork = 'pinterest' | 'instagram' | 'facebook' | 'twitter' | 'behance';

export interface SocialLink {
  network: SocialNetwork;
  /** Accessible name of the icon link. */
  label: string;
  href: string;
}

/** The spec's five social links, in its order. */
export const socialLinks: readonly SocialLink[] = [
  { network: 'pinterest', label: 'Pinterest', href: 'https://www.pinterest.com/patternmarketplace/' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/patternmarketplace/' },
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/patternmarketplace' },
  { network: 'twitter', label: 'Twitter', href: 'https://twitter.com/patternmarket' },
  { network: 'behance', label: 'Behance', href: 'https://www.behance.net/patternmarketplace' },
];

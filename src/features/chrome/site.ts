/**
 * What the chrome says about the shop and where its links go (storefront §2, route
 * table). One place for the shop's name, so the header, footer and copyright agree.
 */
import { STORE_PATH } from '../../domain/storeUrl';

/** The shop's name, as the logo and the copyright line show it. */
export const SHOP_NAME = 'Pattern Marketplace';

/** The spec's copyright year (storefront §2 "copyright line for 2022"). */
export const COPYRIGHT_YEAR = 2022;

/** The footer's copyright line. */
export const copyrightLine = (shopName: string = SHOP_NAME) => `© ${COPYRIGHT_YEAR} ${shopName}. All rights reserved.`;

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

export interface FooterLink {
  label: string;
  href: string;
}

/**
 * The Resources column. These open the static pages in a new window (spec). The licence
 * agreement has no path in the spec's route table; it has its own page at /License.
 */
export const resourceLinks: readonly FooterLink[] = [
  { label: 'FAQ', href: chromeRoutes.faq },
  { label: 'License Comparison', href: chromeRoutes.comparisons },
  { label: 'License Agreement(s)', href: chromeRoutes.licence },
  { label: 'Returns Policy', href: chromeRoutes.returns },
  { label: 'Terms and Conditions', href: chromeRoutes.terms },
  { label: 'Privacy Policy', href: chromeRoutes.privacy },
];

/** The About column: pages of the shop itself, opened in the same window. */
export const aboutLinks: readonly FooterLink[] = [
  { label: 'About us', href: chromeRoutes.aboutUs },
  { label: 'Contact us', href: chromeRoutes.contactUs },
];

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

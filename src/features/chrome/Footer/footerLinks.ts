/**
 * What only the footer says (storefront §2): its link columns and the copyright line.
 * Apart from site.ts, which the header shares and so every page's first load carries:
 * the footer's own code loads after the first screen (Layout), and these with it.
 */
import { chromeRoutes, SHOP_NAME } from '../site';

/** The spec's copyright year (storefront §2 "copyright line for 2022"). */
export const COPYRIGHT_YEAR = 2022;

/** The footer's copyright line. */
export const copyrightLine = (shopName: string = SHOP_NAME) => `© ${COPYRIGHT_YEAR} ${shopName}. All rights reserved.`;

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

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { contentPaths, type ContentPageName } from './contentPaths';

/*
 * Each page is its own chunk: a visitor reading the FAQ does not download the about
 * page's carousel. They are exported lazy (the app's layout already has a Suspense
 * boundary around its routes), so nothing imports a page's module up front.
 */
export const AboutPage = lazy(() => import('./AboutPage/AboutPage').then((module) => ({ default: module.AboutPage })));
export const ContactPage = lazy(() => import('./ContactPage/ContactPage').then((module) => ({ default: module.ContactPage })));
export const ThankYouPage = lazy(() => import('./ThankYouPage/ThankYouPage').then((module) => ({ default: module.ThankYouPage })));
export const PrivacyPage = lazy(() => import('./PrivacyPage/PrivacyPage').then((module) => ({ default: module.PrivacyPage })));
export const TermsPage = lazy(() => import('./TermsPage/TermsPage').then((module) => ({ default: module.TermsPage })));
export const ReturnsPage = lazy(() => import('./ReturnsPage/ReturnsPage').then((module) => ({ default: module.ReturnsPage })));
export const ComparisonsPage = lazy(() =>
  import('./ComparisonsPage/ComparisonsPage').then((module) => ({ default: module.ComparisonsPage })),
);
export const FaqPage = lazy(() => import('./FaqPage/FaqPage').then((module) => ({ default: module.FaqPage })));
export const LicenceAgreementPage = lazy(() =>
  import('./LicenceAgreementPage/LicenceAgreementPage').then((module) => ({ default: module.LicenceAgreementPage })),
);

export interface ContentRoute {
  /** The route's path, as the spec's route table writes it (routes match regardless of case). */
  path: string;
  /** The whole page, `main` landmark included: mount it as the route's element, unwrapped. */
  Page: LazyExoticComponent<ComponentType> | ComponentType;
}

const pages: Record<ContentPageName, ContentRoute['Page']> = {
  contact: ContactPage,
  about: AboutPage,
  thank: ThankYouPage,
  privacy: PrivacyPage,
  terms: TermsPage,
  returns: ReturnsPage,
  comparisons: ComparisonsPage,
  faq: FaqPage,
  licenceAgreement: LicenceAgreementPage,
};

/**
 * Every route and alias of the static pages (account-and-pages §2 route table), plus
 * `/License` for the licence agreement, whose path the spec does not show.
 */
export const contentRoutes: readonly ContentRoute[] = (Object.keys(contentPaths) as ContentPageName[]).flatMap((name) =>
  contentPaths[name].map((path) => ({ path, Page: pages[name] })),
);

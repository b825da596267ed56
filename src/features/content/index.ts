/** The static pages (account-and-pages §2): about, contact, thank-you, FAQ, licences, terms, privacy, returns. */
export {
  AboutPage,
  ComparisonsPage,
  ContactPage,
  contentRoutes,
  FaqPage,
  LicenceAgreementPage,
  PrivacyPage,
  ReturnsPage,
  TermsPage,
  ThankYouPage,
  type ContentRoute,
} from './contentRoutes';
export { CONTACT_EMAIL, contentPaths, offices, pathOf, type ContentPageName, type Office } from './content';

/** The global chrome (storefront §2): header, footer, newsletter, feedback, loading bar. */
export { SiteHeader, type SiteHeaderProps } from './SiteHeader/SiteHeader';
export { preloadMegaMenu } from './MegaMenu/MegaMenu';
export { preloadCategoriesDrawer } from './TopNav/TopNav';
export { Footer, type FooterProps } from './Footer/Footer';
export { NewsletterBox, type NewsletterBoxProps } from './NewsletterBox/NewsletterBox';
export { FeedbackButton } from './FeedbackButton/FeedbackButton';
export { ContactDialog, type ContactDialogProps } from './ContactDialog/ContactDialog';
export { ContactForm, type ContactFormProps } from './ContactForm/ContactForm';
export { GlobalLoading, type GlobalLoadingProps } from './GlobalLoading/GlobalLoading';
export { contactDialogOpenAtom } from './chrome.atoms';
export { FEEDBACK_TYPE, type FeedbackType } from './contact';
export { SHOP_NAME } from './site';
export { SocialIcon } from './Footer/SocialIcon';
export { socialLinks, type SocialLink, type SocialNetwork } from './site';

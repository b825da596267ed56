import { COMPANY_NAME, CONTACT_EMAIL, registeredAddressLine } from '../content';
import { ContentPage, type ContentPageSectionData } from '../ContentPage/ContentPage';

/** Where a visitor can refuse targeted advertising (spec: "behavioural advertising with opt-out links"). */
export const advertisingOptOuts = [
  { label: 'Google', href: 'https://www.google.com/settings/ads' },
  { label: 'Facebook', href: 'https://www.facebook.com/settings/?tab=ads' },
  { label: 'Digital Advertising Alliance', href: 'https://optout.aboutads.info/' },
] as const;

const sections: readonly ContentPageSectionData[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    content: (
      <>
        <h3>Device information</h3>
        <p>
          When you visit the site we automatically collect some information about your device: your web browser, IP address, time zone and
          some of the cookies on it, and, as you browse, the pages and designs you look at, where you came from and how you use the site. We
          collect it with:
        </p>
        <ul>
          <li>
            <strong>cookies</strong>, small data files placed on your device, most of which hold an anonymous identifier;
          </li>
          <li>
            <strong>log files</strong>, which record what happens on the site: your IP address, browser, internet service provider, the
            pages you came from and left to, and the date and time;
          </li>
          <li>
            <strong>web beacons</strong>, tags and pixels: small files that tell us how you use the site.
          </li>
        </ul>
        <h3>Order information</h3>
        <p>
          When you buy, or try to buy, a design we collect your name, billing address, shipping address, payment information, e-mail address
          and phone number.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your information',
    content: (
      <>
        <p>We use order information to:</p>
        <ul>
          <li>fulfil your orders: take payment, deliver the files and issue invoices;</li>
          <li>communicate with you about your orders and your account;</li>
          <li>screen orders for potential risk and fraud.</li>
        </ul>
        <p>
          We use device information to screen for risk and fraud and to understand how visitors use the site (analytics), so that we can
          improve it and judge how well our marketing works.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing your information',
    content: (
      <p>
        We share your information with third parties that help us run the shop, such as payment processing, hosting and file delivery, and
        with analytics services that show us how the site is used. We may also share it to comply with the law, to answer a lawful request
        for information, or to protect our rights.
      </p>
    ),
  },
  {
    id: 'advertising',
    title: 'Behavioural advertising',
    content: (
      <>
        <p>
          We may use your information to show you advertisements we think will interest you, on this site and elsewhere. You can opt out of
          targeted advertising here:
        </p>
        <ul>
          {advertisingOptOuts.map((optOut) => (
            <li key={optOut.href}>
              <a href={optOut.href} rel="noopener noreferrer">
                {optOut.label}
              </a>
            </li>
          ))}
        </ul>
      </>
    ),
  },
  {
    id: 'do-not-track',
    title: 'Do Not Track',
    content: <p>Please note that we do not change how we collect and use data when we see a Do Not Track signal from your browser.</p>,
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    content: (
      <p>
        If you are a European resident, you have the right to access the personal information we hold about you and to ask that it be
        corrected, updated or deleted. To use these rights, contact us as described below.
      </p>
    ),
  },
  {
    id: 'transfers',
    title: 'Transfers outside Europe',
    content: (
      <p>
        We process your information to fulfil the contract we have with you, or for the legitimate business interests listed above. It will
        be transferred outside Europe, including to Canada and the United States.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    content: <p>When you place an order we keep its information for our records until you ask us to delete it.</p>,
  },
  {
    id: 'changes',
    title: 'Changes',
    content: (
      <p>
        We may update this policy from time to time, to reflect changes in our practices or for other operational, legal or regulatory
        reasons. The version on this page is the one in force.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: (
      <p>
        For more information about our privacy practices, a question, or a complaint, e-mail us at{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> or write to {COMPANY_NAME}, {registeredAddressLine}.
      </p>
    ),
  },
];

/** `/Privacy`: what is collected, why, who sees it and the visitor's rights (account-and-pages §2 "Privacy Policy content"). */
export function PrivacyPage() {
  return (
    <ContentPage
      title="Privacy Policy"
      lead={
        <p>
          This policy describes how your personal information is collected, used and shared when you visit the site or buy a design from it.
        </p>
      }
      sections={sections}
      toc
    />
  );
}

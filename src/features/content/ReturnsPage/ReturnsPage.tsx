import { Link } from 'react-router-dom';
import { CONTACT_EMAIL, pathOf } from '../content';
import { ContentPage, type ContentPageSectionData } from '../ContentPage/ContentPage';
import { DEFECT_REPORT_DAYS } from '../licence';

const supportLink = <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>;

const sections: readonly ContentPageSectionData[] = [
  {
    id: 'licences-are-permanent',
    title: 'Your licence does not expire',
    content: (
      <p>
        Every licence sold here is permanent. Once a design is yours you may keep using it under the terms of its licence for as long as you
        like, and download its files again from your order history whenever you need them.
      </p>
    ),
  },
  {
    id: 'purchases-are-final',
    title: 'Purchases are final',
    content: (
      <>
        <p>
          Downloadable patterns sold under a personal, commercial or exclusive license are non-refundable once they have been purchased or
          downloaded: a file cannot be handed back the way a parcel can.
        </p>
        <p>
          An exclusive design is taken off the shop as soon as it is bought, so that no one else can license it. It cannot be returned and
          put back on sale.
        </p>
      </>
    ),
  },
  {
    id: 'defective-purchases',
    title: `Defective purchases: tell us within ${DEFECT_REPORT_DAYS} days`,
    content: (
      <p>
        If something you bought turns out to be defective, report it within {DEFECT_REPORT_DAYS} days of purchase. We will replace the file,
        send you an updated version or refund the purchase.
      </p>
    ),
  },
  {
    id: 'file-problems',
    title: 'Problems with a file',
    content: (
      <>
        <p>Write to our support team at {supportLink} with your order number if a file:</p>
        <ul>
          <li>cannot be downloaded,</li>
          <li>cannot be opened, or</li>
          <li>does not match its description.</li>
        </ul>
        <p>Support contacts the designer to put it right. If the problem cannot be fixed, you get your money back.</p>
      </>
    ),
  },
  {
    id: 'extra-large-files',
    title: 'Extra large files',
    content: (
      <p>
        Some layered originals are very large: a PSB file can reach 20G. If a file that size is impractical for you, ask support and we will
        send you a copy with reduced dimensions instead.
      </p>
    ),
  },
  {
    id: 'missing-refund',
    title: 'A refund has not arrived',
    content: (
      <>
        <p>Refunds can take a while to reach you. If yours has not shown up yet:</p>
        <ol>
          <li>Check your bank account again.</li>
          <li>Then contact your credit card company: posting a refund can take some time on their side.</li>
          <li>If it still has not arrived, contact us at {supportLink}.</li>
        </ol>
      </>
    ),
  },
  {
    id: 'questions',
    title: 'Questions',
    content: (
      <p>
        For anything else about a purchase, write to {supportLink} or use the form on our <Link to={pathOf('contact')}>Contact us</Link>{' '}
        page. The <Link to={pathOf('terms')}>Terms and Conditions</Link> and the{' '}
        <Link to={pathOf('licenceAgreement')}>License Agreement</Link> say what each licence allows.
      </p>
    ),
  },
];

/** `/Returns`: when a purchase is replaced, updated or refunded (account-and-pages §9 "Returns"). */
export function ReturnsPage() {
  return (
    <ContentPage
      title="Returns Policy"
      lead={
        <p>
          Our designs are digital files sold with a licence. Because a delivered file cannot be sent back, returns work a little differently
          here than in a shop selling goods. This page explains when we replace, update or refund a purchase and how to ask.
        </p>
      }
      sections={sections}
    />
  );
}

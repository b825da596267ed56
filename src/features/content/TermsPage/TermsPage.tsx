import { Link } from 'react-router-dom';
import { COMPANY_NAME, CONTACT_EMAIL, REGISTRATION, pathOf, registeredAddressLine } from '../content';
import { ContentPage, type ContentPageSectionData } from '../ContentPage/ContentPage';
import { INDEMNITY_NOTICE_BUSINESS_DAYS, TERMS_EFFECTIVE_DATE, formatUsd, licenceTiers, liabilityLimitUsd } from '../licence';

const mail = <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>;

/** A numbered clause: "7. Optional tools". */
const clause = (number: number, id: string, title: string, content: ContentPageSectionData['content']): ContentPageSectionData => ({
  id,
  title: `${number}. ${title}`,
  content,
});

/** The twenty sections of the Terms and Conditions (account-and-pages §2 "Terms and Conditions content"). */
const clauses: readonly ContentPageSectionData[] = [
  clause(
    1,
    'online-store-terms',
    'Online store terms',
    <>
      <p>
        By agreeing to these terms you confirm that you are at least the age of majority where you live, or that you are the age of majority
        there and have given your consent for any of your minor dependents to use the site.
      </p>
      <p>
        You may not use our designs or the site for any illegal or unauthorised purpose, nor break any law of your jurisdiction (including
        copyright law) in using them. You must not transmit worms, viruses or any code of a destructive nature. A breach of any of these
        terms ends your right to use the site at once.
      </p>
    </>,
  ),
  clause(
    2,
    'general-conditions',
    'General conditions',
    <p>
      We reserve the right to refuse service to anyone, for any reason, at any time. You agree not to reproduce, duplicate, copy, sell or
      resell any part of the site, or access to it, without our written permission.
    </p>,
  ),
  clause(
    3,
    'accuracy-of-information',
    'Accuracy, completeness and timeliness of information',
    <p>
      We are not responsible if information on the site is not accurate, complete or current. It is provided for general information only
      and should not be relied on as the sole basis for a decision. Any reliance on it is at your own risk.
    </p>,
  ),
  clause(
    4,
    'changes-to-service-and-prices',
    'Modifications to the service and prices',
    <p>
      Prices of our designs may change without notice. We may modify or discontinue the site, or any part of it, at any time without notice,
      and we are not liable to you or anyone else for such a change.
    </p>,
  ),
  clause(
    5,
    'products',
    'Products and services',
    <p>
      Our designs are digital files, available online only. We try to describe and display them as accurately as we can but cannot guarantee
      that your screen shows every colour exactly. Returns and refunds are governed by our{' '}
      <Link to={pathOf('returns')}>Returns Policy</Link>.
    </p>,
  ),
  clause(
    6,
    'orders-and-billing',
    'Accuracy of billing and account information',
    <>
      <p>
        We reserve the right to refuse any order you place with us, and to limit or cancel quantities purchased per person, per household or
        per order. This includes orders placed by or under the same customer account, the same credit card, or orders that use the same
        billing or shipping address, and orders that in our judgement appear to be placed by dealers, resellers or distributors. If we
        change or cancel an order, we will try to tell you through the e-mail address or billing address given with it.
      </p>
      <p>You agree to provide current, complete and accurate purchase and account information, and to keep it up to date.</p>
    </>,
  ),
  clause(
    7,
    'optional-tools',
    'Optional tools',
    <p>
      We may give you access to third-party tools that we neither monitor nor control. They are provided as they are, without warranties or
      endorsement, and your use of them is entirely at your own risk and discretion.
    </p>,
  ),
  clause(
    8,
    'third-party-links',
    'Third-party links',
    <p>
      Some content on the site may link to third-party websites. We are not responsible for their content or accuracy, and we do not warrant
      them. Please read a third party&apos;s policies before you deal with it.
    </p>,
  ),
  clause(
    9,
    'user-comments',
    'User comments, feedback and other submissions',
    <p>
      If you send us comments, ideas, suggestions or other material, by e-mail, through the contact form or otherwise, you agree that we may
      at any time, without restriction, edit, copy, publish, distribute, translate and otherwise use them in any medium. We are under no
      obligation to keep them confidential, to pay for them or to respond to them.
    </p>,
  ),
  clause(
    10,
    'personal-information',
    'Personal information',
    <p>
      Your submission of personal information through the site is governed by our <Link to={pathOf('privacy')}>Privacy Policy</Link>.
    </p>,
  ),
  clause(
    11,
    'errors',
    'Errors, inaccuracies and omissions',
    <p>
      Occasionally the site may contain errors in descriptions, prices, promotions or availability. We reserve the right to correct them and
      to change or cancel orders if information is inaccurate, at any time and without prior notice, including after you have submitted your
      order.
    </p>,
  ),
  clause(
    12,
    'prohibited-uses',
    'Prohibited uses',
    <>
      <p>Besides the other prohibitions in these terms, you may not use the site or its content:</p>
      <ul>
        <li>for any unlawful purpose, or to solicit others to perform or take part in unlawful acts;</li>
        <li>to violate any international, federal, provincial or state regulation, rule or law;</li>
        <li>to infringe our intellectual property rights or those of others;</li>
        <li>to harass, abuse, insult, harm, defame, slander, disparage, intimidate or discriminate;</li>
        <li>to submit false or misleading information;</li>
        <li>to upload or transmit viruses or any other type of malicious code;</li>
        <li>to collect or track the personal information of others;</li>
        <li>to spam, phish, pharm, pretext, spider, crawl or scrape;</li>
        <li>for any obscene or immoral purpose; or</li>
        <li>to interfere with or circumvent the security features of the site.</li>
      </ul>
    </>,
  ),
  clause(
    13,
    'liability',
    'Disclaimer of warranties and limitation of liability',
    <p>
      We do not guarantee that your use of the site will be uninterrupted, timely, secure or error-free. The site and its designs are
      provided as they are, except where the License Agreement expressly says otherwise. To the extent the law allows, we are not liable for
      any indirect, incidental or consequential loss arising from your use of the site.
    </p>,
  ),
  clause(
    14,
    'indemnification',
    'Indemnification',
    <p>
      You agree to indemnify and hold harmless {COMPANY_NAME}, its affiliates, partners, officers, employees and designers from any claim or
      demand, including reasonable legal fees, made by a third party because of your breach of these terms or of the documents they refer
      to, or your violation of any law or the rights of a third party.
    </p>,
  ),
  clause(
    15,
    'severability',
    'Severability',
    <p>
      If any provision of these terms is found unlawful, void or unenforceable, it shall still be enforced to the fullest extent the law
      allows, and the unenforceable part shall be severed without affecting the rest.
    </p>,
  ),
  clause(
    16,
    'termination',
    'Termination',
    <p>
      These terms apply until you or we end them. You may end them at any time by telling us that you no longer wish to use the site. If we
      judge that you have failed to comply with any of them, we may end them at any time without notice, and you remain liable for all
      amounts due up to that date.
    </p>,
  ),
  clause(
    17,
    'entire-agreement',
    'Entire agreement',
    <p>
      These terms, the License Agreement and any policies or rules we publish on the site are the entire agreement between you and us, and
      supersede any earlier agreements, communications or proposals.
    </p>,
  ),
  clause(
    18,
    'governing-law',
    'Governing law',
    <p>
      These terms, and any separate agreements under which we provide services to you, are governed by the laws of {REGISTRATION.place}.{' '}
      {COMPANY_NAME} is registered in {REGISTRATION.place}: {registeredAddressLine}.
    </p>,
  ),
  clause(
    19,
    'changes-to-terms',
    'Changes to these terms',
    <p>
      The current version of the terms is always on this page. We may update, change or replace any part of them by posting the change here;
      using the site after a change means you accept it.
    </p>,
  ),
  clause(20, 'contact', 'Contact information', <p>Questions about these Terms and Conditions should be sent to us at {mail}.</p>),
];

/**
 * The tail of the terms (spec: "a tail section covers clauses 3 to 5"): how the terms meet
 * the License Agreement, under the agreement's own clause numbers.
 */
const supplementaryTerms: ContentPageSectionData = {
  id: 'supplementary-terms',
  title: 'Supplementary terms',
  content: (
    <>
      <p>
        These clauses apply to every licence bought on the site, beside the <Link to={pathOf('licenceAgreement')}>License Agreement</Link>.
      </p>
      <h3>3. Warranties and representations</h3>
      <p>
        You warrant that the information you give us is true, that you are entitled to accept these terms (on your own behalf or for the
        employer or entity you act for) and that you will use each design only as its licence allows. We warrant that we hold the rights
        needed to license the designs we sell.
      </p>
      <h3>4. Indemnification and liability</h3>
      <p>
        Our liability for a design is limited to the amount of its licence tier:{' '}
        {licenceTiers.map((tier) => `${formatUsd(liabilityLimitUsd[tier.tier])} for ${tier.name}`).join(', ')}. A claim for indemnity must
        be notified to us within {INDEMNITY_NOTICE_BUSINESS_DAYS} business days of your becoming aware of it.
      </p>
      <h3>5. Additional terms</h3>
      <p>
        Where these terms and the License Agreement differ on how a design may be used, the License Agreement prevails. A coupon applies
        only to the first payment unless it says otherwise.
      </p>
    </>
  ),
};

/** `/Terms`: the Terms and Conditions, effective May 2022, twenty sections and the supplementary clauses. */
export function TermsPage() {
  return (
    <ContentPage
      title="Terms and Conditions"
      dateLine={`Effective date: ${TERMS_EFFECTIVE_DATE}`}
      lead={
        <p>
          This site is operated by {COMPANY_NAME}. By visiting it or buying from it you agree to the following terms, which apply to
          everyone who uses the site: browsers, customers, vendors, merchants and contributors of content.
        </p>
      }
      sections={[...clauses, supplementaryTerms]}
      toc
    />
  );
}

import { Link } from 'react-router-dom';
import { Grid } from '../../../ui/Grid/Grid';
import { Stack } from '../../../ui/Stack/Stack';
import { Text } from '../../../ui/Text/Text';
import { COMPANY_NAME, CONTACT_EMAIL, pathOf } from '../content';
import { ContentPage, type ContentPageSectionData } from '../ContentPage/ContentPage';
import {
  INDEMNITY_NOTICE_BUSINESS_DAYS,
  LICENCE_AGREEMENT_DATE,
  TRADEMARK_REMOVAL_DAYS,
  commercialLimits,
  formatCount,
  formatUsd,
  licenceTiers,
  liabilityLimitUsd,
} from '../licence';
import * as styles from './LicenceAgreementPage.css';

const definitions: ReadonlyArray<readonly [term: string, meaning: string]> = [
  ['Customer', 'the person who accepts this agreement, or the employer or entity on whose behalf that person acts.'],
  ['Provider', `${COMPANY_NAME}, which runs the site and grants the licence.`],
  ['Design', 'a pattern, graphic or illustration bought on the site, with every file delivered for it.'],
  ['Seat', 'one natural person who may use a design under one licence.'],
  ['End product', 'an item, print, publication or production in which a design is used.'],
];

const generalProvisions: ReadonlyArray<readonly [title: string, text: string]> = [
  ['Non-transferability', 'A licence belongs to the customer who bought it. It may not be resold, sublicensed, lent or given away.'],
  [
    'Removal of content',
    'If a design becomes the subject of a claim, or the provider perceives a legal risk in it, the provider may require the customer to stop using it and remove it. The provider then supplies comparable content free of charge.',
  ],
  [
    'Client disclosure',
    `The provider may name the customer as a client. If the customer asks by e-mail to ${CONTACT_EMAIL} that their name or trademark no longer be used, the provider will try to stop within ${TRADEMARK_REMOVAL_DAYS} days of the request.`,
  ],
  [
    'Assignment',
    'The provider may assign this agreement to its affiliates or successors. The customer may not assign it without the provider’s written approval.',
  ],
  ['Authority', 'A person accepting this agreement for an employer or other entity warrants that they have the authority to bind it.'],
  ['Severability', 'If any provision is found invalid or unenforceable, the rest of the agreement remains in force.'],
  ['Coupons', 'A coupon applies only to the first payment, unless the coupon states otherwise.'],
  [
    'Notices',
    `Notices to the provider are sent by e-mail to ${CONTACT_EMAIL}; notices to the customer go to the e-mail address of their account.`,
  ],
  [
    'Download',
    'Files are delivered as downloads from the customer’s order history. If a design is not available, the customer is told immediately.',
  ],
  [
    'Termination',
    'If the customer breaches this agreement, the provider may terminate their account without notice, and no refund is given.',
  ],
];

const sections: readonly ContentPageSectionData[] = [
  {
    id: 'definitions',
    title: '1. Definitions',
    content: (
      <Stack as="dl" gap="xs">
        {definitions.map(([term, meaning]) => (
          <Grid key={term} columns="1.6rem 1fr" gap="md">
            <Text as="dt" weight="semibold">
              {term}
            </Text>
            <dd>{meaning}</dd>
          </Grid>
        ))}
      </Stack>
    ),
  },
  {
    id: 'license-terms',
    title: '2. License terms',
    content: (
      <>
        <p>
          Every licence is a single-seat licence to use the design in end products, and it is permanent: it does not expire. The customer
          may modify a design to suit their end products. Three tiers are offered; see the{' '}
          <Link to={pathOf('comparisons')}>license comparison</Link> for a side-by-side view.
        </p>
        <h3>2.1 Commercial</h3>
        <p>A non-exclusive licence for commercial use within these limits:</p>
        <ul>
          <li>digital use, subject to a project budget cap of {formatUsd(commercialLimits.digitalBudgetUsd)};</li>
          <li>physical reproduction of no more than {formatCount(commercialLimits.reproductions)} copies in aggregate;</li>
          <li>out-of-home campaigns of fewer than {formatCount(commercialLimits.impressions)} gross impressions;</li>
          <li>audio-visual productions within a budget of {formatUsd(commercialLimits.audioVisualBudgetUsd)}.</li>
        </ul>
        <h3>2.2 Commercial Unlimited</h3>
        <p>A non-exclusive licence for commercial use with none of the Commercial limits.</p>
        <h3>2.3 Exclusive</h3>
        <p>
          An exclusive licence with none of the Commercial limits. Once bought, the design is removed from the site and is not licensed to
          anyone else.
        </p>
        <p>
          Some designs are also offered under a Personal license: non-exclusive, delivered as a flat high-resolution JPEG, and not for end
          products made for sale.
        </p>
      </>
    ),
  },
  {
    id: 'restrictions',
    title: '3. Restrictions on use',
    content: (
      <>
        <p>Unless this agreement expressly allows it, the customer may not:</p>
        <ul>
          <li>use a design beyond the limits of the licence bought for it;</li>
          <li>share a licence between more than one seat;</li>
          <li>sell, share or give away the design files themselves, or make them available for others to download;</li>
          <li>claim authorship of the original artwork, or register it as their own trademark;</li>
          <li>use a design in a way that is unlawful, defamatory or infringes the rights of others.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'warranties',
    title: '4. Warranties and representations',
    content: (
      <p>
        The provider warrants that it holds the rights needed to grant the licences it sells. The customer warrants that the information
        they give is accurate, that they are entitled to accept this agreement and that they will use each design only as its licence
        allows.
      </p>
    ),
  },
  {
    id: 'liability',
    title: '5. Liability and indemnity',
    content: (
      <>
        <p>The provider’s total liability for a design is limited according to its licence:</p>
        <ul>
          {licenceTiers.map((tier) => (
            <li key={tier.tier}>
              {tier.name}: {formatUsd(liabilityLimitUsd[tier.tier])}
            </li>
          ))}
        </ul>
        <p>
          A customer seeking indemnity must notify the provider of the claim within {INDEMNITY_NOTICE_BUSINESS_DAYS} business days of
          becoming aware of it, and must cooperate in its defence.
        </p>
      </>
    ),
  },
  {
    id: 'general-provisions',
    title: '6. General provisions',
    content: (
      <>
        {generalProvisions.map(([title, text], index) => (
          <Stack key={title} gap="xs">
            <h3>
              6.{index + 1} {title}
            </h3>
            <p>{text}</p>
          </Stack>
        ))}
      </>
    ),
  },
];

/**
 * The License Agreement (account-and-pages §2 "License agreement content", §5, §9): who it
 * binds, the three tiers with the Commercial limits, restrictions, warranties, liability and
 * the general provisions; it ends with its date line. Its route is not in the spec's table:
 * the app mounts it at `/License`.
 */
export function LicenceAgreementPage() {
  return (
    <ContentPage
      title="License Agreement"
      lead={
        <>
          <p>
            This agreement is between you, the customer, and {COMPANY_NAME}, the provider. You enter into it by clicking the accept button
            before you place an order.
          </p>
          <p>
            Each licence is a single-seat licence for one natural person, or for the employer or entity on whose behalf that person acts and
            whom they warrant they have the authority to bind.
          </p>
        </>
      }
      sections={sections}
      toc
    >
      <Text as="p" size="sm" tone="muted" className={styles.dateLine}>
        Last updated: {LICENCE_AGREEMENT_DATE}
      </Text>
    </ContentPage>
  );
}

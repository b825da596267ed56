import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pathOf } from '../content';
import { ContentPage } from '../ContentPage/ContentPage';
import { commercialLimits, formatCount, formatUsd, licenceTiers, liabilityLimitUsd, type LicenceTierInfo } from '../licence';
import { visuallyHidden } from '../../../ui/styles/visuallyHidden.css';
import { Stack } from '../../../ui/Stack/Stack';
import { Text } from '../../../ui/Text/Text';
import { textLinks } from '../ContentPage/ContentPage.css';
import * as styles from './ComparisonsPage.css';

const TABLE_CAPTION = 'Commercial, Commercial Unlimited and Exclusive licenses compared';

const NO_LIMIT = 'No limit';

interface ComparisonRow {
  /** The row header: what is compared. */
  label: string;
  /** The cell of each tier. */
  value: (tier: LicenceTierInfo) => ReactNode;
}

/** Only the Commercial tier is capped (spec §5 "Contract rules of the license"). */
const capped = (limit: string) => (tier: LicenceTierInfo) => (tier.capped ? limit : NO_LIMIT);

const rows: readonly ComparisonRow[] = [
  { label: 'Exclusivity', value: (tier) => (tier.exclusive ? 'Exclusive' : 'Non-exclusive') },
  { label: 'Users', value: () => 'Single seat' },
  { label: 'Duration', value: () => 'Permanent' },
  { label: 'Modifications', value: () => 'Allowed' },
  { label: 'Digital use', value: capped(`Project budget up to ${formatUsd(commercialLimits.digitalBudgetUsd)}`) },
  { label: 'Physical reproduction', value: capped(`Up to ${formatCount(commercialLimits.reproductions)} copies in aggregate`) },
  { label: 'Out-of-home campaigns', value: capped(`Under ${formatCount(commercialLimits.impressions)} gross impressions`) },
  { label: 'Audio-visual productions', value: capped(`Budget up to ${formatUsd(commercialLimits.audioVisualBudgetUsd)}`) },
  { label: 'Provider liability limit', value: (tier) => formatUsd(liabilityLimitUsd[tier.tier]) },
  { label: 'After purchase', value: (tier) => (tier.exclusive ? 'Removed from the site' : 'Stays on sale to others') },
];

/**
 * `/Comparisons`: the three licence tiers side by side with the License Agreement's limits.
 * The spec does not show this page's content; the issue asks for this table.
 */
export function ComparisonsPage() {
  return (
    <ContentPage
      title="License Comparison"
      lead={
        <p>
          Every design is sold under one of three licences. They differ in how widely you may use the design and whether anyone else may
          license it too.
        </p>
      }
    >
      {/* The title shown above the scroller: as the table's own caption it was as wide as the
          table, and a phone, where the table scrolls sideways, cut it at the right edge.
          Screen readers get it once, as the caption. One column with the table, as it was. */}
      <Stack gap="md">
        <Text as="p" size="lg" weight="semibold" align="start" aria-hidden="true">
          {TABLE_CAPTION}
        </Text>
        {/* Focusable, so a keyboard can scroll the table where it is wider than a phone (WCAG 2.1.1). */}
        <div className={styles.scroller} role="region" aria-label="License comparison table" tabIndex={0}>
          <table className={styles.table}>
            <caption className={visuallyHidden}>{TABLE_CAPTION}</caption>
            <thead>
              <tr>
                <td className={styles.corner} />
                {licenceTiers.map((tier) => (
                  <Text as="th" key={tier.tier} scope="col" weight="semibold" align="start" className={styles.tierHeader}>
                    {tier.name}
                  </Text>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <Text as="th" scope="row" weight="semibold" align="start" className={styles.rowHeader}>
                    {row.label}
                  </Text>
                  {licenceTiers.map((tier) => (
                    <td key={tier.tier} className={styles.cell}>
                      {row.value(tier)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Stack>
      <Text as="p" tone="muted" className={textLinks}>
        The <Link to={pathOf('licenceAgreement')}>License Agreement</Link> is what binds: this table only summarises it.
      </Text>
    </ContentPage>
  );
}

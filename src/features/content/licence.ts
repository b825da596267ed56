/**
 * The licence tiers and the limits of the License Agreement (account-and-pages §2
 * "License agreement content", §5 "Contract rules of the license", §9), shared by the
 * agreement, the comparison table, the FAQ and the returns policy so they quote the same
 * numbers.
 */

import { formatNumber } from '../../domain/numbers';

export type LicenceTier = 'commercial' | 'commercialUnlimited' | 'exclusive';

/** 'USD 10,000': the agreement writes amounts with the currency code, not a $ sign. */
export const formatUsd = (amount: number): string => `USD ${formatNumber(amount)}`;

/** '500,000'. */
export const formatCount = (value: number): string => formatNumber(value);

/** The usage caps of the standard Commercial license; the other two tiers have none. */
export const commercialLimits = {
  /** Digital use: the budget of the project using the design. */
  digitalBudgetUsd: 10_000,
  /** Physical reproduction: copies in aggregate, across every product. */
  reproductions: 500_000,
  /** Out-of-home campaigns: gross impressions, fewer than this. */
  impressions: 500_000,
  /** Audio-visual productions: the production budget. */
  audioVisualBudgetUsd: 10_000,
} as const;

/** The provider's liability limit per tier (spec §9). */
export const liabilityLimitUsd: Record<LicenceTier, number> = {
  commercial: 10_000,
  commercialUnlimited: 250_000,
  exclusive: 500_000,
};

/** Days a customer has to report a defective purchase (spec §9 "Returns"). */
export const DEFECT_REPORT_DAYS = 15;

/** Business days within which an indemnity claim must be notified. */
export const INDEMNITY_NOTICE_BUSINESS_DAYS = 5;

/** Days within which the provider tries to stop using a customer's trademark after an e-mail request. */
export const TRADEMARK_REMOVAL_DAYS = 30;

/** When the License Agreement was last revised: the spec's date line names August. */
export const LICENCE_AGREEMENT_DATE = 'August 2022';

/** When the Terms and Conditions took effect (spec §2, §9). */
export const TERMS_EFFECTIVE_DATE = 'May 2022';

export interface LicenceTierInfo {
  tier: LicenceTier;
  /** The name the agreement and the comparison use. */
  name: string;
  exclusive: boolean;
  /** Whether the Commercial caps apply. */
  capped: boolean;
}

/** The agreement's three tiers, in the order it describes them. */
export const licenceTiers: readonly LicenceTierInfo[] = [
  { tier: 'commercial', name: 'Commercial', exclusive: false, capped: true },
  { tier: 'commercialUnlimited', name: 'Commercial Unlimited', exclusive: false, capped: false },
  { tier: 'exclusive', name: 'Exclusive', exclusive: true, capped: false },
];

import type { Ref } from 'react';
import { AgreementCheckbox } from '../../../ui/AgreementCheckbox/AgreementCheckbox';
import { LICENCE_AGREEMENT_PATH } from '../checkout';

export interface LicenceAgreementProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Why the payment cannot go on without it (checkoutMessages.agreement), or null. */
  error: string | null;
  /** Where the License Agreement opens (a new tab). */
  agreementHref?: string;
  /** Reaches the checkbox, so a refused submit can focus it. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * "I have read and accept the License Agreement": the tick every payment form asks for
 * before it pays (the test gateway's and Stripe's), in the spec's words.
 */
export function LicenceAgreement({ agreementHref = LICENCE_AGREEMENT_PATH, ...props }: LicenceAgreementProps) {
  return <AgreementCheckbox lead="I have read and accept the" document="License Agreement" href={agreementHref} {...props} />;
}

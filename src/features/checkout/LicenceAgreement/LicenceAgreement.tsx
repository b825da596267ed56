import type { Ref } from 'react';
import { Checkbox } from '../../../ui/Checkbox/Checkbox';
import { visuallyHidden } from '../../../ui/styles/visuallyHidden.css';
import { LICENCE_AGREEMENT_PATH } from '../checkout';
import * as styles from './LicenceAgreement.css';

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
 * "I have read and accept the License Agreement": the box every payment form asks for
 * before it pays (the test gateway's and Stripe's), with the link opening in a new tab
 * and the refusal under it.
 */
export function LicenceAgreement({ checked, onCheckedChange, error, agreementHref = LICENCE_AGREEMENT_PATH, ref }: LicenceAgreementProps) {
  return (
    <div className={styles.agreement}>
      <Checkbox
        ref={ref}
        name="agreement"
        checked={checked}
        onCheckedChange={onCheckedChange}
        label={
          <>
            I have read and accept the{' '}
            <a href={agreementHref} target="_blank" rel="noopener noreferrer" className={styles.inlineLink}>
              License Agreement<span className={visuallyHidden}> (opens in a new tab)</span>
            </a>
          </>
        }
      />
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

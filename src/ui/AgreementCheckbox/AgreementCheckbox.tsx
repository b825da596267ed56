import type { Ref } from 'react';
import { Checkbox } from '../Checkbox/Checkbox';
import { inlineLink } from '../styles/inlineLink.css';
import { visuallyHidden } from '../styles/visuallyHidden.css';
import * as styles from './AgreementCheckbox.css';

export interface AgreementCheckboxProps {
  /** The words before the document's link, e.g. 'I have read and accept the'. */
  lead: string;
  /** The document, as the link names it: 'License Agreement'. */
  document: string;
  /** Where the document opens (a new tab, so the form keeps what was typed). */
  href: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Why the form cannot go on without the tick, or null; read out at once. */
  error: string | null;
  /** Form field name. */
  name?: string;
  /** Reaches the checkbox, so a refused submit can focus it. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A tick that accepts a document ("I have read and accept the License Agreement"): the
 * link opens in a new tab and says so to screen readers, and the refusal sits under it.
 * Sign-up and both payment forms ask for one.
 */
export function AgreementCheckbox({
  lead,
  document,
  href,
  checked,
  onCheckedChange,
  error,
  name = 'agreement',
  ref,
}: AgreementCheckboxProps) {
  return (
    <div className={styles.agreement}>
      <Checkbox
        ref={ref}
        name={name}
        checked={checked}
        onCheckedChange={onCheckedChange}
        label={
          <>
            {lead}{' '}
            <a href={href} target="_blank" rel="noopener noreferrer" className={inlineLink}>
              {document}
              <span className={visuallyHidden}> (opens in a new tab)</span>
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

import { useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../api/errors';
import { subscribe } from '../../../api/open';
import { Button } from '../../../ui/Button/Button';
import { Icon } from '../../../ui/Icon/Icon';
import { TextField } from '../../../ui/TextField/TextField';
import { Form } from '../../../ui/Form/Form';
import { useFormErrors } from '../../../ui/Form/useFormErrors';
import { useToast } from '../../../ui/Toast';
import { newsletterEmailError, SUBSCRIPTION_SUCCEEDED } from '../newsletter';
import * as styles from './NewsletterBox.css';

export interface NewsletterBoxProps {
  /** The box's heading. */
  title?: string;
  /** One line under the heading. */
  description?: string;
  /** Heading level, so the box fits the page's outline (the footer uses 2, the home page may use 2 or 3). */
  headingLevel?: 2 | 3;
}

/**
 * The newsletter sign-up (storefront §5): an email and a send icon. Enter or the icon
 * submits; a malformed address shows 'Email format error' and nothing is sent; while
 * the server answers, further submits are ignored (the spec's lock); success shows
 * 'Subscription succeeded', a refusal shows the server's message.
 */
export function NewsletterBox({
  title = 'Subscribe to our newsletter',
  description = 'New designs, trend reports and offers, about once a month.',
  headingLevel = 2,
}: NewsletterBoxProps) {
  const toast = useToast();
  const headingId = useId();
  const [email, setEmail] = useState('');
  const form = useFormErrors(['email']);
  // A ref, not state: two Enter presses in one frame must not both get through.
  const locked = useRef(false);

  const subscription = useMutation({
    mutationFn: (address: string) => subscribe({ email: address }),
    onSuccess: () => {
      toast.success(SUBSCRIPTION_SUCCEEDED);
      setEmail('');
    },
    onError: (failure) => {
      // Network failures are reported by the request helper's app-wide sink (spec §7).
      if (failure instanceof ApiError) toast.error(failure.desc || failure.message);
    },
    onSettled: () => {
      locked.current = false;
    },
  });

  const handleSubmit = () => {
    if (locked.current) return;
    const problem = newsletterEmailError(email);
    // Back in the field, the error is read out as its description.
    if (form.showErrors(problem ? { email: problem } : {})) return;
    locked.current = true;
    subscription.mutate(email.trim());
  };

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className={styles.box}>
      <Heading id={headingId} className={styles.title}>
        {title}
      </Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      <Form gap="none" onSubmit={handleSubmit} className={styles.form}>
        <TextField
          ref={form.fieldRef('email')}
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            form.recheck({ email: null });
          }}
          error={form.errors.email}
          endSlot={
            <Button type="submit" variant="icon" size="sm" aria-label="Subscribe" loading={subscription.isPending}>
              <Icon name="send" />
            </Button>
          }
        />
      </Form>
    </section>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../api/errors';
import { feedback as sendFeedback } from '../../../api/open';
import type { Feedback } from '../../../api/types';
import { Button } from '../../../ui/Button/Button';
import { Select } from '../../../ui/Select/Select';
import { TextField } from '../../../ui/TextField/TextField';
import { useToast } from '../../../ui/Toast';
import { Stack } from '../../../ui/Stack/Stack';
import { Inline } from '../../../ui/Inline/Inline';
import { userAtom } from '../../session';
import {
  DEFAULT_FEEDBACK_CATEGORY,
  FEEDBACK_TYPE,
  feedbackCategories,
  toFeedback,
  validateContact,
  type ContactDraft,
  type ContactErrors,
  type FeedbackType,
} from '../contact';

export interface ContactFormProps {
  /**
   * Called once the server took the message, with what was sent. The dialog thanks and
   * closes; the Contact us page goes to /thank.
   */
  onSent?: (feedback: Feedback) => void;
  /** Where the form is shown (sent as the feedback's `type`): the dialog (1) or the Contact us page (2). */
  type?: FeedbackType;
}

const categoryOptions = feedbackCategories.map((option) => ({ value: String(option.value), label: option.label }));

/**
 * The contact (feedback) form: email, category (default 'others'), message and Send.
 * It checks the spec's rules before sending, ignores further submits while one is on its
 * way, and shows a refusal as a closable error toast. A logged-in member's email is filled in.
 */
export function ContactForm({ onSent, type = FEEDBACK_TYPE.dialog }: ContactFormProps) {
  const toast = useToast();
  const member = useAtomValue(userAtom);
  const [draft, setDraft] = useState<ContactDraft>(() => ({
    email: member?.email ?? '',
    category: String(DEFAULT_FEEDBACK_CATEGORY),
    content: '',
  }));
  const [errors, setErrors] = useState<ContactErrors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const categoryRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  // A ref, not state: a double click must not send twice before React re-renders.
  const locked = useRef(false);

  const sending = useMutation({
    mutationFn: (payload: Feedback) => sendFeedback(payload),
    onSuccess: (_answer, payload) => onSent?.(payload),
    onError: (error) => {
      // Network failures are reported by the request helper's app-wide sink (spec §7).
      if (error instanceof ApiError) toast.error(error.desc || error.message, { closable: true });
    },
    onSettled: () => {
      locked.current = false;
    },
  });

  const change = (field: keyof ContactDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked.current) return;
    const found = validateContact(draft);
    setErrors(found);
    if (found.email) emailRef.current?.focus();
    else if (found.category) categoryRef.current?.focus();
    else if (found.content) contentRef.current?.focus();
    if (Object.keys(found).length > 0) return;
    locked.current = true;
    sending.mutate(toFeedback(draft, type));
  };

  return (
    <Stack as="form" gap="lg" noValidate onSubmit={handleSubmit} aria-label="Contact form">
      <TextField
        ref={emailRef}
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={draft.email}
        onChange={(event) => change('email', event.target.value)}
        error={errors.email}
      />
      <Select
        ref={categoryRef}
        label="Category"
        name="category"
        options={categoryOptions}
        value={draft.category}
        onValueChange={(value) => change('category', value)}
        error={errors.category}
      />
      <TextField
        ref={contentRef}
        label="Message"
        name="content"
        multiline
        rows={5}
        value={draft.content}
        onChange={(event) => change('content', event.target.value)}
        error={errors.content}
      />
      <Inline justify="end">
        <Button type="submit" loading={sending.isPending}>
          Send
        </Button>
      </Inline>
    </Stack>
  );
}

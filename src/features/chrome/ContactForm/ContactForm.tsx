import { useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../api/errors';
import { feedback as sendFeedback } from '../../../api/open';
import type { Feedback } from '../../../api/types';
import { Button } from '../../../ui/Button/Button';
import { Select } from '../../../ui/Select/Select';
import { TextField } from '../../../ui/TextField/TextField';
import { useToast } from '../../../ui/Toast';
import { Form, useFormErrors } from '../../../ui/Form';
import { Inline } from '../../../ui/Inline/Inline';
import { userAtom } from '../../session';
import {
  DEFAULT_FEEDBACK_CATEGORY,
  FEEDBACK_TYPE,
  feedbackCategories,
  toFeedback,
  validateContact,
  type ContactDraft,
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
  const form = useFormErrors<keyof ContactDraft>(['email', 'category', 'content']);
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
    // A field's message goes as soon as it is changed; the next Send checks it again.
    form.recheck({ [field]: null });
  };

  const handleSubmit = () => {
    if (locked.current) return;
    if (form.showErrors(validateContact(draft))) return;
    locked.current = true;
    sending.mutate(toFeedback(draft, type));
  };

  return (
    <Form onSubmit={handleSubmit} aria-label="Contact form">
      <TextField
        ref={form.fieldRef('email')}
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={draft.email}
        onChange={(event) => change('email', event.target.value)}
        error={form.errors.email}
      />
      <Select
        ref={form.fieldRef('category')}
        label="Category"
        name="category"
        options={categoryOptions}
        value={draft.category}
        onValueChange={(value) => change('category', value)}
        error={form.errors.category}
      />
      <TextField
        ref={form.fieldRef('content')}
        label="Message"
        name="content"
        multiline
        rows={5}
        value={draft.content}
        onChange={(event) => change('content', event.target.value)}
        error={form.errors.content}
      />
      <Inline justify="end">
        <Button type="submit" loading={sending.isPending}>
          Send
        </Button>
      </Inline>
    </Form>
  );
}

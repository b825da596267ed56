import { useId, useState, type FormEvent } from 'react';
import type { AdminFeedback } from '../../../api/types';
import { Button } from '../../../ui/Button/Button';
import { Modal } from '../../../ui/Modal/Modal';
import { Stack } from '../../../ui/Stack/Stack';
import { TextField } from '../../../ui/TextField/TextField';
import { Text } from '../../../ui/Text/Text';
import { DEFAULT_REPLY_SUBJECT, shortDate } from './feedback';
import * as styles from './ReplyDialog.css';
import * as shared from '../admin.css';

/** A reply as the operator writes it. */
export interface FeedbackReplyDraft {
  subject: string;
  text: string;
}

/** Why the last send was refused: the server's words, under its field when it names one. */
export interface ReplyRefusal {
  message: string;
  field?: 'subject' | 'text';
}

export interface ReplyDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The message answered: its sender is the recipient, its text is quoted. */
  message: Pick<AdminFeedback, 'email' | 'content' | 'dateCreate'>;
  /** Sends the reply (the parent calls the server). */
  onSend: (reply: FeedbackReplyDraft) => void;
  /** The operator closes without sending. */
  onClose: () => void;
  /** While the reply is on its way: Send is busy and the dialog cannot be dismissed. */
  sending?: boolean;
  /** The server's refusal of the last send; what was typed stays. */
  error?: ReplyRefusal | null;
}

/**
 * Reply by email to a feedback message, through the shop's mailer: a subject
 * (prefilled, editable) and the text. The server checks both and its refusal is shown
 * here, beside the operator's words, so nothing typed is lost.
 */
export function ReplyDialog({ open, message, onSend, onClose, sending = false, error = null }: ReplyDialogProps) {
  const formId = useId();
  const [subject, setSubject] = useState(DEFAULT_REPLY_SUBJECT);
  const [text, setText] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sending) onSend({ subject, text });
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Reply to ${message.email}`}
      description="The reply is emailed from the shop and marks the message handled."
      dismissible={!sending}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={sending}>
            Send reply
          </Button>
        </>
      }
    >
      <Stack as="form" gap="md" id={formId} onSubmit={submit} noValidate>
        <Stack as="figure" gap="xxs" className={styles.quote}>
          <Text as="figcaption" size="sm" tone="muted">
            {message.email} wrote on {shortDate(message.dateCreate)}:
          </Text>
          <Text as="blockquote" tone="text" className={shared.typedText}>
            {message.content}
          </Text>
        </Stack>
        {error && !error.field ? (
          <Text as="p" weight="medium" tone="danger" className={shared.dangerBand} role="alert">
            {error.message}
          </Text>
        ) : null}
        <TextField
          label="Subject"
          name="subject"
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          error={error?.field === 'subject' ? error.message : undefined}
          maxLength={200}
          autoComplete="off"
        />
        <TextField
          label="Text"
          name="text"
          multiline
          rows={6}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error?.field === 'text' ? error.message : undefined}
          maxLength={5000}
        />
      </Stack>
    </Modal>
  );
}

import { useId } from 'react';
import type { AdminFeedback } from '../../../api/types';
import { Badge } from '../../../ui/Badge/Badge';
import { Button } from '../../../ui/Button/Button';
import { Inline } from '../../../ui/Inline/Inline';
import { Stack } from '../../../ui/Stack/Stack';
import { Text } from '../../../ui/Text/Text';
import { categoryName, isoDate, shortDate } from './feedback';
import * as styles from './FeedbackMessage.css';
import * as shared from '../admin.css';

export interface FeedbackMessageProps {
  /** The message, with the replies sent to it. */
  message: AdminFeedback;
  /** Opens the reply dialog. */
  onReply: () => void;
  /** Asks to mark the message handled (when open) or not handled (when handled). */
  onToggleHandled: () => void;
  /** While the handled mark is being saved: its button is busy. */
  saving?: boolean;
}

/**
 * One message of the feedback inbox: its category by name, whether it is handled, who
 * wrote and when, the text, the replies sent so far, and the operator's two actions.
 */
export function FeedbackMessage({ message, onReply, onToggleHandled, saving = false }: FeedbackMessageProps) {
  const headingId = useId();
  return (
    <Stack as="article" gap="sm" className={styles.message} aria-labelledby={headingId} data-handled={message.handled || undefined}>
      <Inline as="header" gap="sm" align="center" wrap>
        <Inline gap="xs">
          <Badge tone="neutral">{categoryName(message.category)}</Badge>
          {message.handled ? <Badge tone="success">Handled</Badge> : <Badge tone="info">Open</Badge>}
        </Inline>
        <Text as="h3" size="md" weight="semibold" className={shared.breaksAnywhere} id={headingId}>
          {message.email}
        </Text>
        <Text as="time" size="sm" tone="muted" className={styles.date} dateTime={isoDate(message.dateCreate)}>
          {shortDate(message.dateCreate)}
        </Text>
      </Inline>
      <p className={shared.typedText}>{message.content}</p>
      {message.replies.length > 0 ? (
        <Stack as="section" gap="xs" className={styles.replies} aria-label={`Replies to ${message.email}`}>
          <Text as="h4" size="sm" weight="semibold" tone="muted">
            {message.replies.length === 1 ? '1 reply' : `${message.replies.length} replies`}
          </Text>
          <Stack as="ol" gap="sm" list role="list">
            {message.replies.map((reply, index) => (
              <Stack as="li" key={`${reply.at}-${index}`} gap="xxs">
                <Text as="p" size="sm" tone="muted">
                  <time dateTime={isoDate(reply.at)}>{shortDate(reply.at)}</time>
                  <span aria-hidden="true"> · </span>
                  <span>by {reply.by}</span>
                </Text>
                <Text as="p" weight="semibold">
                  {reply.subject}
                </Text>
                <p className={shared.typedText}>{reply.text}</p>
              </Stack>
            ))}
          </Stack>
        </Stack>
      ) : null}
      <Inline gap="sm" wrap>
        <Button size="sm" onClick={onReply}>
          Reply by email
        </Button>
        <Button size="sm" variant="secondary" loading={saving} onClick={onToggleHandled}>
          {message.handled ? 'Mark not handled' : 'Mark handled'}
        </Button>
      </Inline>
    </Stack>
  );
}

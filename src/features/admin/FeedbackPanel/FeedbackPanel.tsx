import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminFeedbackHandle, adminFeedbackReply } from '../../../api/admin';
import { ApiError } from '../../../api/errors';
import type { AdminFeedback, Paged } from '../../../api/types';
import { Button } from '../../../ui/Button/Button';
import { Pagination } from '../../../ui/Pagination';
import { QueryState } from '../../../ui/QueryState/QueryState';
import { Stack } from '../../../ui/Stack/Stack';
import { useToast } from '../../../ui/Toast';
import { Inline } from '../../../ui/Inline/Inline';
import { Text } from '../../../ui/Text/Text';
import { Grid } from '../../../ui/Grid/Grid';
import { pressedButton } from '../../../ui/styles/records.css';
import { errorMessage, useFailure } from '../../session';
import { FEEDBACK_PAGE_SIZE, feedbackChangeKeys, feedbackQuery, type FeedbackStatus } from './feedback.queries';
import { FeedbackMessage } from './FeedbackMessage';
import { ReplyDialog, type FeedbackReplyDraft, type ReplyRefusal } from './ReplyDialog';
import * as shared from '../admin.css';
import { sprinkles } from '../../../ui/styles/sprinkles.css';

/** The inbox's filters, in the order an operator uses them. */
export const feedbackFilters: readonly { status: FeedbackStatus; label: string }[] = [
  { status: '', label: 'All' },
  { status: 'open', label: 'Open' },
  { status: 'handled', label: 'Handled' },
];

const emptyTitles: Record<FeedbackStatus, string> = {
  '': 'No feedback yet',
  open: 'No open messages',
  handled: 'No handled messages',
};

/** The field a refusal names (the server's envelope data `{ field }`), when it is one of the dialog's. */
function refusalOf(error: unknown): ReplyRefusal {
  const field = error instanceof ApiError ? (error.data as { field?: unknown } | undefined)?.field : undefined;
  return { message: errorMessage(error), field: field === 'subject' || field === 'text' ? field : undefined };
}

/**
 * The feedback inbox (/admin/feedback): the contact form's messages, open ones first,
 * filtered open / handled / all; each can be marked handled or not, and answered by
 * email in a dialog (the reply goes through the shop's mailer, is kept in the message's
 * thread and marks it handled).
 */
export function FeedbackPanel() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const onFailure = useFailure();
  const [status, setStatus] = useState<FeedbackStatus>('');
  const [page, setPage] = useState(0);
  const [replyTo, setReplyTo] = useState<AdminFeedback | null>(null);
  const [refusal, setRefusal] = useState<ReplyRefusal | null>(null);

  const query = { status, iDisplayStart: page * FEEDBACK_PAGE_SIZE, iDisplayLength: FEEDBACK_PAGE_SIZE };
  const inbox = useQuery(feedbackQuery(query));

  /** Puts the server's copy of a message into every cached page at once, then asks again. */
  const changed = async (message: AdminFeedback) => {
    queryClient.setQueriesData<Paged<AdminFeedback>>({ queryKey: feedbackChangeKeys[0] }, (old) =>
      old ? { ...old, aaData: old.aaData.map((m) => (m.id === message.id ? message : m)) } : old,
    );
    await Promise.all(feedbackChangeKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };

  const handle = useMutation({
    mutationFn: (variables: { id: number; handled: boolean }) => adminFeedbackHandle(variables),
    onSuccess: async ({ data }) => {
      toast.success(data.handled ? `Marked handled: ${data.email}` : `Marked not handled: ${data.email}`);
      await changed(data);
    },
    onError: onFailure,
  });

  const reply = useMutation({
    mutationFn: (variables: FeedbackReplyDraft & { id: number }) => adminFeedbackReply(variables),
    onSuccess: async ({ data, message }) => {
      setReplyTo(null);
      toast.success(message || 'Reply sent');
      await changed(data);
    },
    onError: (error) => {
      // The sign-in dialog for a lost session; any other refusal stays in the dialog.
      if (error instanceof ApiError && (error.code === 601 || error.code === 680)) onFailure(error);
      setRefusal(refusalOf(error));
    },
  });

  const openReply = (message: AdminFeedback) => {
    setRefusal(null);
    reply.reset();
    setReplyTo(message);
  };

  return (
    <Grid as="section" gap="md" className={shared.panel} aria-labelledby="admin-feedback-title">
      <Inline gap="md" align="baseline" wrap>
        <Text as="h2" size="lg" weight="semibold" id="admin-feedback-title">
          Feedback
        </Text>
        {inbox.data ? (
          <Text as="p" size="sm" tone="muted">
            {inbox.data.iTotalRecords === 1 ? '1 message' : `${inbox.data.iTotalRecords} messages`}
          </Text>
        ) : null}
      </Inline>
      <Inline gap="xs" role="group" aria-label="Show messages">
        {feedbackFilters.map((filter) => (
          <Button
            key={filter.status}
            size="sm"
            variant="secondary"
            className={pressedButton}
            aria-pressed={status === filter.status}
            onClick={() => {
              setStatus(filter.status);
              setPage(0);
            }}
          >
            {filter.label}
          </Button>
        ))}
      </Inline>

      <QueryState
        data={inbox.data}
        error={inbox.isError ? errorMessage(inbox.error) : null}
        errorTitle="The feedback could not be loaded"
        onRetry={() => void inbox.refetch()}
        loadingLabel="Loading feedback"
        loadingClassName={sprinkles({ padding: 'xl' })}
        headingLevel={3}
        isEmpty={(data) => data.aaData.length === 0}
        empty={{ icon: 'mail', title: emptyTitles[status], description: "Messages sent with the shop's contact form arrive here." }}
      >
        {(data) => (
          <>
            <Stack as="ol" gap="md" list role="list" aria-label="Messages" aria-busy={inbox.isPlaceholderData || undefined}>
              {data.aaData.map((message) => (
                <li key={message.id}>
                  <FeedbackMessage
                    message={message}
                    onReply={() => openReply(message)}
                    onToggleHandled={() => handle.mutate({ id: message.id, handled: !message.handled })}
                    saving={handle.isPending && handle.variables.id === message.id}
                  />
                </li>
              ))}
            </Stack>
            <Pagination
              aria-label="Feedback pages"
              page={page}
              total={data.iTotalRecords}
              pageSize={FEEDBACK_PAGE_SIZE}
              onPageChange={setPage}
            />
          </>
        )}
      </QueryState>

      {replyTo ? (
        <ReplyDialog
          key={replyTo.id}
          open
          message={replyTo}
          sending={reply.isPending}
          error={refusal}
          onClose={() => setReplyTo(null)}
          onSend={(draft) => {
            setRefusal(null);
            reply.mutate({ id: replyTo.id, ...draft });
          }}
        />
      ) : null}
    </Grid>
  );
}

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fixtureSessions } from '../../../../mocks/fixtures/members';
import { adminHandlers } from '../../../../mocks/handlers';
import { recordCalls, refuseWith } from '../../../../mocks/handlers/record';
import { world } from '../../../../mocks/world';
import { loggedInAs } from '../../session';
import { toastShown } from '../admin.stories-support';
import { AdminLayout } from '../AdminLayout/AdminLayout';
import { FeedbackPanel } from './FeedbackPanel';

const listCall = recordCalls('post', '/api/admin/feedback');
const handleCall = recordCalls('post', '/api/admin/feedback/handle');
const replyCall = recordCalls('post', '/api/admin/feedback/reply');
const recorders = [listCall, handleCall, replyCall];
const recording = [listCall.handler, handleCall.handler, replyCall.handler];

const meta = {
  title: 'Features/Admin/FeedbackPanel',
  component: FeedbackPanel,
  render: () => (
    <AdminLayout operatorEmail="olive@example.com">
      <FeedbackPanel />
    </AdminLayout>
  ),
  parameters: {
    layout: 'fullscreen',
    jotai: loggedInAs(fixtureSessions.operator),
    route: { path: '/admin/feedback' },
    msw: { handlers: { admin: [...recording, ...adminHandlers.default] } },
  },
  beforeEach: () => {
    for (const recorder of recorders) recorder.calls.length = 0;
  },
} satisfies Meta<typeof FeedbackPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: 'Messages' }, { timeout: 15_000 });
/** The senders listed, top to bottom. */
const senders = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('heading', { level: 3 }).textContent);
const message = (canvasElement: HTMLElement, email: string) => within(within(canvasElement).getByRole('article', { name: email }));
const filters = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('group', { name: 'Show messages' }));

/**
 * The inbox, all messages: open ones first, newest first, each with its category by
 * name, state, sender, date and text; the handled one with its reply (date, who,
 * subject, text). The first page of all messages was asked for.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Feedback' })).toBeVisible();
    await expect(canvas.getByText('3 messages')).toBeVisible();
    await expect(listCall.calls).toEqual([{ status: '', iDisplayStart: 0, iDisplayLength: 20 }]);
    await expect(filters(canvasElement).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(senders(canvasElement)).toEqual(['mira@atelier-nord.example', 'tom@casa-milano.example', 'ada@example.com']);

    const mira = message(canvasElement, 'mira@atelier-nord.example');
    await expect(mira.getByText('Order problem')).toBeVisible();
    await expect(mira.getByText('Open')).toBeVisible();
    await expect(mira.getByText('2026-11-21 08:12')).toBeVisible();
    await expect(mira.getByText(/white band along the right edge/)).toBeVisible();
    await expect(mira.queryByRole('region')).not.toBeInTheDocument();
    await expect(mira.getByRole('button', { name: 'Mark handled' })).toBeVisible();

    await expect(message(canvasElement, 'tom@casa-milano.example').getByText('Cooperation')).toBeVisible();

    const ada = message(canvasElement, 'ada@example.com');
    await expect(ada.getByText('Problem feedback')).toBeVisible();
    await expect(ada.getByText('Handled')).toBeVisible();
    await expect(ada.getByRole('button', { name: 'Mark not handled' })).toBeVisible();
    const replies = within(ada.getByRole('region', { name: 'Replies to ada@example.com' }));
    await expect(replies.getByText('1 reply')).toBeVisible();
    await expect(replies.getByText('2026-11-12 14:00')).toBeVisible();
    await expect(replies.getByText('by olive@example.com')).toBeVisible();
    await expect(replies.getByText('Re: your message')).toBeVisible();
    await expect(replies.getByText('Thank you! Search by colour is on its way.')).toBeVisible();
    // Three messages fit one page: no pager.
    await expect(canvas.queryByRole('navigation', { name: 'Feedback pages' })).not.toBeInTheDocument();
  },
};

/** Open: asks for status 'open' from the first page and lists only the two open messages. */
export const FilterOpen: Story = {
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await userEvent.click(filters(canvasElement).getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(senders(canvasElement)).toEqual(['mira@atelier-nord.example', 'tom@casa-milano.example']), {
      timeout: 15_000,
    });
    await expect(listCall.calls.at(-1)).toEqual({ status: 'open', iDisplayStart: 0, iDisplayLength: 20 });
    await expect(filters(canvasElement).getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');
    await expect(filters(canvasElement).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await expect(within(canvasElement).getByText('2 messages')).toBeVisible();
    await expect(within(canvasElement).queryByText('Handled', { selector: 'span' })).not.toBeInTheDocument();
  },
};

/** Handled: status 'handled', only the answered message. */
export const FilterHandled: Story = {
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await userEvent.click(filters(canvasElement).getByRole('button', { name: 'Handled' }));
    await waitFor(() => expect(senders(canvasElement)).toEqual(['ada@example.com']), { timeout: 15_000 });
    await expect(listCall.calls.at(-1)).toEqual({ status: 'handled', iDisplayStart: 0, iDisplayLength: 20 });
    await expect(within(canvasElement).getByText('1 message')).toBeVisible();
  },
};

/** Mark handled: sends the message's id and handled true; the message now says Handled and offers the way back. */
export const MarkHandled: Story = {
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await userEvent.click(message(canvasElement, 'mira@atelier-nord.example').getByRole('button', { name: 'Mark handled' }));
    await expect(await screen.findByText('Marked handled: mira@atelier-nord.example', {}, { timeout: 15_000 })).toBeVisible();
    await expect(handleCall.calls).toEqual([{ id: 901, handled: true }]);
    const mira = message(canvasElement, 'mira@atelier-nord.example');
    await waitFor(() => expect(mira.getByText('Handled')).toBeVisible(), { timeout: 15_000 });
    await expect(mira.getByRole('button', { name: 'Mark not handled' })).toBeVisible();
    // The handled message moved behind the open one after the list was asked again.
    await waitFor(
      () => expect(senders(canvasElement)).toEqual(['tom@casa-milano.example', 'mira@atelier-nord.example', 'ada@example.com']),
      {
        timeout: 15_000,
      },
    );
    await toastShown('Marked handled: mira@atelier-nord.example');
  },
};

/** Mark not handled: handled false; the answered message is open again, its reply kept. */
export const MarkNotHandled: Story = {
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await userEvent.click(message(canvasElement, 'ada@example.com').getByRole('button', { name: 'Mark not handled' }));
    await expect(await screen.findByText('Marked not handled: ada@example.com', {}, { timeout: 15_000 })).toBeVisible();
    await expect(handleCall.calls).toEqual([{ id: 903, handled: false }]);
    const ada = message(canvasElement, 'ada@example.com');
    await waitFor(() => expect(ada.getByText('Open')).toBeVisible(), { timeout: 15_000 });
    await expect(ada.getByText('Thank you! Search by colour is on its way.')).toBeVisible();
    await toastShown('Marked not handled: ada@example.com');
  },
};

const replyDialog = async (canvasElement: HTMLElement, email: string) => {
  await list(canvasElement);
  await userEvent.click(message(canvasElement, email).getByRole('button', { name: 'Reply by email' }));
  return within(await screen.findByRole('dialog', { name: `Reply to ${email}` }));
};

const replyText = 'We are sorry about the band: a corrected TIFF is attached to your order now.';

/**
 * Reply by email: the dialog quotes the message, the subject comes prefilled; Send
 * reply sends id, subject and text, the mail goes out, the dialog closes, and the
 * reply shows in the message's thread, now handled.
 */
export const Reply: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await replyDialog(canvasElement, 'mira@atelier-nord.example');
    await expect(dialog.getByText(/white band along the right edge/)).toBeVisible();
    const subject = dialog.getByRole('textbox', { name: 'Subject' });
    await expect(subject).toHaveValue('Re: your message to the shop');
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Your order PM20261118000501');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Text' }), replyText);
    await userEvent.click(dialog.getByRole('button', { name: 'Send reply' }));

    await expect(await screen.findByText('Reply sent', {}, { timeout: 15_000 })).toBeVisible();
    await expect(replyCall.calls).toEqual([{ id: 901, subject: 'Your order PM20261118000501', text: replyText }]);
    await expect(world().sentMail).toEqual([{ to: 'mira@atelier-nord.example', subject: 'Your order PM20261118000501', text: replyText }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const thread = within(
      await within(canvasElement).findByRole('region', { name: 'Replies to mira@atelier-nord.example' }, { timeout: 15_000 }),
    );
    await expect(thread.getByText('1 reply')).toBeVisible();
    await expect(thread.getByText('by olive@example.com')).toBeVisible();
    await expect(thread.getByText('Your order PM20261118000501')).toBeVisible();
    await expect(thread.getByText(replyText)).toBeVisible();
    await expect(message(canvasElement, 'mira@atelier-nord.example').getByText('Handled')).toBeVisible();
    await toastShown('Reply sent');
  },
};

/** The mailer refuses: its words show in the dialog, which stays open with the text typed; nothing is added to the thread. */
export const ReplyRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        admin: [
          ...recording,
          refuseWith('post', '/api/admin/feedback/reply', 500, 'The mail server did not answer: the reply was not sent'),
          ...adminHandlers.default,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await replyDialog(canvasElement, 'mira@atelier-nord.example');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Text' }), replyText);
    await userEvent.click(dialog.getByRole('button', { name: 'Send reply' }));
    await expect(await dialog.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'The mail server did not answer: the reply was not sent',
    );
    await expect(replyCall.calls).toHaveLength(1);
    await expect(dialog.getByRole('textbox', { name: 'Text' })).toHaveValue(replyText);
    await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue('Re: your message to the shop');
    await expect(dialog.getByRole('button', { name: 'Send reply' })).not.toHaveAttribute('aria-busy');
    await expect(world().sentMail).toEqual([]);
    // The page behind the open dialog is hidden from assistive technology, hence `hidden`.
    await expect(
      within(canvasElement).queryByRole('region', { name: 'Replies to mira@atelier-nord.example', hidden: true }),
    ).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('article', { name: 'mira@atelier-nord.example', hidden: true })).toBeInTheDocument();
  },
};

/** No text: the server's 'text cannot be empty' shows under the Text field, which is marked invalid; the subject stays. */
export const ReplyEmptyText: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await replyDialog(canvasElement, 'tom@casa-milano.example');
    await userEvent.click(dialog.getByRole('button', { name: 'Send reply' }));
    const text = dialog.getByRole('textbox', { name: 'Text' });
    await waitFor(() => expect(text).toHaveAccessibleDescription('text cannot be empty'), { timeout: 15_000 });
    await expect(text).toBeInvalid();
    await expect(replyCall.calls).toEqual([{ id: 902, subject: 'Re: your message to the shop', text: '' }]);
    await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue('Re: your message to the shop');
    await expect(world().sentMail).toEqual([]);
  },
};

/** While the inbox loads: a named spinner. */
export const Loading: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading feedback')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
  },
};

/** No message: says so. */
export const Empty: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No feedback yet' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('0 messages')).toBeVisible();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

/** The inbox is refused: the server's words and Try again, which asks again. */
export const Error: Story = {
  parameters: { msw: { handlers: { admin: [listCall.handler, ...adminHandlers.error] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The feedback could not be loaded' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('Server error, please try again later')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(listCall.calls).toHaveLength(2), { timeout: 15_000 });
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { feedbackMessages } from '../../../../mocks/fixtures/admin';
import type { AdminFeedback } from '../../../api/types';
import { FeedbackMessage } from './FeedbackMessage';

const asAdmin = (index: number): AdminFeedback => {
  const { handledAt, type: _type, ...rest } = feedbackMessages[index]!;
  return { ...rest, category: rest.category as AdminFeedback['category'], handled: handledAt !== null };
};

const meta = {
  title: 'Features/Admin/FeedbackMessage',
  component: FeedbackMessage,
  args: { message: asAdmin(0), onReply: fn(), onToggleHandled: fn() },
} satisfies Meta<typeof FeedbackMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An open message: category by name, Open, sender, date and text; no replies yet. Its buttons report. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const article = within(within(canvasElement).getByRole('article', { name: 'mira@atelier-nord.example' }));
    await expect(article.getByText('Order problem')).toBeVisible();
    await expect(article.getByText('Open')).toBeVisible();
    await expect(article.getByText('2026-11-21 08:12')).toHaveAttribute('datetime', '2026-11-21T08:12:40Z');
    await expect(article.queryByRole('region')).not.toBeInTheDocument();
    await userEvent.click(article.getByRole('button', { name: 'Reply by email' }));
    await expect(args.onReply).toHaveBeenCalledOnce();
    await userEvent.click(article.getByRole('button', { name: 'Mark handled' }));
    await expect(args.onToggleHandled).toHaveBeenCalledOnce();
  },
};

/** A handled message with its reply: date, who, subject and text; the button offers to reopen it. */
export const HandledWithReply: Story = {
  args: { message: asAdmin(2) },
  play: async ({ canvasElement }) => {
    const article = within(within(canvasElement).getByRole('article', { name: 'ada@example.com' }));
    await expect(article.getByText('Problem feedback')).toBeVisible();
    await expect(article.getByText('Handled')).toBeVisible();
    const replies = within(article.getByRole('region', { name: 'Replies to ada@example.com' }));
    await expect(replies.getAllByRole('listitem')).toHaveLength(1);
    await expect(replies.getByText('2026-11-12 14:00')).toBeVisible();
    await expect(replies.getByText('by olive@example.com')).toBeVisible();
    await expect(replies.getByText('Re: your message')).toBeVisible();
    await expect(article.getByRole('button', { name: 'Mark not handled' })).toBeVisible();
  },
};

/** Every category by its name, and a number the shop does not know yet shown as such. */
export const Categories: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {([1, 2, 3, 4, 7] as AdminFeedback['category'][]).map((category) => (
        <FeedbackMessage
          key={category}
          {...args}
          message={{ ...args.message, id: category, email: `c${category}@example.com`, category }}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badge = (email: string) =>
      within(within(canvasElement).getByRole('article', { name: email })).getAllByText(/.+/, { selector: 'span' })[0];
    await expect(badge('c1@example.com')).toHaveTextContent('Problem feedback');
    await expect(badge('c2@example.com')).toHaveTextContent('Order problem');
    await expect(badge('c3@example.com')).toHaveTextContent('Cooperation');
    await expect(badge('c4@example.com')).toHaveTextContent('others');
    await expect(badge('c7@example.com')).toHaveTextContent('Category 7');
  },
};

/** While the handled mark is saved: its button is busy. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Mark handled' })).toHaveAttribute('aria-busy', 'true');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../../ui/theme/contract.css';
import { FeedbackButton } from './FeedbackButton';

const meta = {
  title: 'Features/Chrome/FeedbackButton',
  component: FeedbackButton,
  parameters: { layout: 'fullscreen' },
  decorators: [
    // A page behind the floating button.
    (Story) => (
      <div style={{ minHeight: '100vh', padding: vars.space.xl }}>
        <p>Page content</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FeedbackButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Floating in the bottom-right corner; a click opens the contact dialog, Escape closes it. */
export const Default: Story = {
  parameters: { route: { url: '/store' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: 'Feedback' });
    const box = button.getBoundingClientRect();
    const view = canvasElement.ownerDocument.documentElement;
    await expect(getComputedStyle(button).position).toBe('fixed');
    await expect(box.right).toBeGreaterThan(view.clientWidth - box.width);
    await expect(box.bottom).toBeGreaterThan(view.clientHeight - box.height * 3);

    await userEvent.click(button);
    const dialog = await body.findByRole('dialog', { name: 'Contact us' });
    await expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveTextContent('others');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** On a /sketch/ page there is no feedback button. */
export const HiddenOnSketch: Story = {
  parameters: { route: { url: '/sketch/x' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Page content')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Feedback' })).toBeNull();
  },
};

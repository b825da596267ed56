import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { vars } from '../theme/contract.css';
import { ToastProvider } from './ToastProvider';
import { useToast } from './useToast';

/** Buttons standing in for the shop's actions that end in a toast. */
function ToastDemo() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }}>
      <Button onClick={() => toast.success('Subscription succeeded')}>Subscribe</Button>
      <Button variant="secondary" onClick={() => toast.error('Email format error')}>
        Check email
      </Button>
      <Button variant="secondary" onClick={() => toast.error('Search failed. Please try again.', { closable: true })}>
        Search
      </Button>
      <Button variant="secondary" onClick={() => toast.info('Added to your moodboard')}>
        Save
      </Button>
      <Button variant="text" onClick={() => toast.dismissAll()}>
        Dismiss all
      </Button>
    </div>
  );
}

// Short, so the stories can watch a toast time out.
const storyDuration = 800;

const meta = {
  title: 'UI/Toast',
  component: ToastProvider,
  args: { duration: storyDuration, children: <ToastDemo /> },
  // These stories render the provider under test themselves.
  parameters: { ownToastProvider: true },
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

const toastList = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));
/** The stack's code loads with the first toast: wait for the region before reading it. */
const findToastList = async () => within(await screen.findByRole('region', { name: 'Notifications (F8)' }));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A success toast is announced politely and disappears by itself after the duration. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    // Read before the click: the toast's timer starts no sooner (read after it, a slow
    // moment between the two would make the toast seem to leave early).
    const clickedAt = performance.now();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Subscribe' }));
    await expect(await (await findToastList()).findByText('Subscription succeeded')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Subscription succeeded'));
    await expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    await expect(toastList().queryByRole('button', { name: 'Close' })).toBeNull();

    await waitFor(() => expect(toastList().queryByText('Subscription succeeded')).toBeNull());
    await expect(performance.now() - clickedAt).toBeGreaterThanOrEqual(storyDuration - 100);
  },
};

/** A plain error is announced at once (assertive) and also times out. */
export const Error: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Check email' }));
    await expect(await (await findToastList()).findByText('Email format error')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Email format error'));
    await expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'assertive');

    await waitFor(() => expect(toastList().queryByText('Email format error')).toBeNull());
  },
};

/**
 * A closable error (store search and feedback failures) outlasts the duration and
 * leaves only when its Close button is pressed.
 */
export const ClosableError: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Search' }));
    const message = await (await findToastList()).findByText('Search failed. Please try again.');
    await waitFor(() => expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'assertive'));

    await sleep(storyDuration * 2);
    await expect(message).toBeVisible();

    await userEvent.click(toastList().getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(toastList().queryByText('Search failed. Please try again.')).toBeNull());
  },
};

/** Several toasts stack in the order they came, each in its tone; here they stay until dismissed. */
export const Stack: Story = {
  args: { duration: Infinity },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Check email' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(toastList().getAllByRole('listitem')).toHaveLength(4));
    const [first, second, third, fourth] = toastList().getAllByRole('listitem');
    await expect(first).toHaveTextContent('Subscription succeeded');
    await expect(second).toHaveTextContent('Added to your moodboard');
    await expect(third).toHaveTextContent('Email format error');
    await expect(fourth).toHaveTextContent('Search failed. Please try again.');
    await expect(within(fourth!).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** Dismiss all clears the stack at once, closable toasts included. */
export const DismissAll: Story = {
  args: { duration: Infinity },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(toastList().getAllByRole('listitem')).toHaveLength(2));

    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss all' }));
    await waitFor(() => expect(toastList().queryAllByRole('listitem')).toHaveLength(0));
  },
};

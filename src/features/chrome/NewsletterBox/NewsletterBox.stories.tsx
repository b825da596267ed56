import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { openHandlers } from '../../../../mocks/handlers';
import { newSubscribers } from '../../../../mocks/world';
import { NewsletterBox } from './NewsletterBox';

/**
 * Counts every subscribe request, then lets the default world answer it (a handler
 * that returns nothing passes the request on). The optional wait keeps the request in
 * flight long enough for a second submit to try to get through.
 */
const subscribeSpy = fn();
const countingSubscribe = (wait = 0) => [
  http.post('*/api/open/subscribe', async ({ request }) => {
    subscribeSpy(await request.clone().json());
    if (wait) await delay(wait);
  }),
  ...openHandlers.default,
];

const meta = {
  title: 'Features/Chrome/NewsletterBox',
  component: NewsletterBox,
  parameters: { msw: { handlers: { open: countingSubscribe() } } },
} satisfies Meta<typeof NewsletterBox>;
export default meta;
type Story = StoryObj<typeof meta>;

const emailField = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Email address' });
const toastText = (canvasElement: HTMLElement, text: string) => within(canvasElement.ownerDocument.body).findByText(text);

/** The sign-up box: heading, a line of text, the email field and the send icon. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Subscribe to our newsletter' })).toBeVisible();
    await expect(emailField(canvasElement)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('type', 'submit');
  },
};

/** A malformed address: 'Email format error' under the field, and no request is sent. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = emailField(canvasElement);
    await userEvent.type(field, 'ada@example{Enter}');
    await expect(field).toHaveAccessibleDescription('Email format error');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveFocus();
    // The send icon refuses an empty field the same way.
    await userEvent.clear(field);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getByText('Email format error')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(subscribeSpy).not.toHaveBeenCalled();
    await expect(newSubscribers()).toEqual([]);
  },
};

/** A valid address, sent with the send icon: 'Subscription succeeded', the world keeps it, the field empties. */
export const Subscribed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(emailField(canvasElement), 'grace@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await toastText(canvasElement, 'Subscription succeeded')).toBeVisible();
    await expect(subscribeSpy).toHaveBeenCalledOnce();
    await expect(subscribeSpy).toHaveBeenCalledWith({ email: 'grace@example.com' });
    await expect(newSubscribers()).toEqual(['grace@example.com']);
    await expect(emailField(canvasElement)).toHaveValue('');
  },
};

/** Enter pressed again while the first request is in flight: one request only (the submit lock). */
export const DoubleSubmit: Story = {
  parameters: { msw: { handlers: { open: countingSubscribe(400) } } },
  play: async ({ canvasElement }) => {
    const field = emailField(canvasElement);
    await userEvent.type(field, 'grace@example.com{Enter}{Enter}');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Subscribe' }));
    await userEvent.keyboard('{Enter}');
    await expect(await toastText(canvasElement, 'Subscription succeeded')).toBeVisible();
    await expect(subscribeSpy).toHaveBeenCalledOnce();
  },
};

/** The server refuses: its message shows as a toast and the address stays for another try. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { open: openHandlers.error } } },
  play: async ({ canvasElement }) => {
    await userEvent.type(emailField(canvasElement), 'grace@example.com{Enter}');
    await expect(await toastText(canvasElement, 'Server error, please try again later')).toBeVisible();
    await expect(emailField(canvasElement)).toHaveValue('grace@example.com');
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Subscribe' })).not.toHaveAttribute('aria-busy'));
  },
};

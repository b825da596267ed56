import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtureSessions } from '../../../../mocks/fixtures/members';
import { openHandlers } from '../../../../mocks/handlers';
import { sentFeedback } from '../../../../mocks/world';
import { loggedInAs } from '../../session';
import { ThankYouPage } from '../ThankYouPage/ThankYouPage';
import { ContactPage } from './ContactPage';
import { expectTouchTarget, tap } from '../../../../.storybook/touch';
import { expectReadableOnTouch } from '../ContentPage/ContentPage.stories-support';

/** `/thank` beside the page, so a play function sees where Send leads, as a visitor would. */
const withThankYouRoute: Decorator = (Story) => (
  <Routes>
    <Route path="/thank" element={<ThankYouPage />} />
    <Route path="*" element={<Story />} />
  </Routes>
);

const meta = {
  title: 'Features/Content/ContactPage',
  component: ContactPage,
  decorators: [withThankYouRoute],
  parameters: { layout: 'fullscreen', route: { url: '/ContactUS' } },
} satisfies Meta<typeof ContactPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const thankYou = 'Thank you - your message has been sent, we’ll be in touch shortly.';

const form = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('form', { name: 'Contact form' }));

/**
 * `/ContactUS` for a visitor: the e-mail, the six offices in the spec's order with their
 * addresses, and the contact form. Sending it posts the message as from the contact page
 * (type 2) and leads to `/thank` with the spec's message.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Contact us');
    await expect(within(canvas.getByRole('region', { name: 'Email' })).getByRole('link')).toHaveAttribute(
      'href',
      'mailto:support@patternmarketplace.com',
    );

    const offices = within(canvas.getByRole('region', { name: 'Our offices' })).getAllByRole('listitem');
    await expect(offices.map((office) => within(office).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Milan',
      'Shenzhen',
      'Hong Kong (registered office)',
      'Hangzhou',
      'Shanghai',
      'Yantai',
    ]);
    for (const office of offices) await expect(office.querySelector('address')?.textContent).toBeTruthy();
    await expect(offices[0]!.querySelector('address')).toHaveTextContent('Via Tortona 31');

    const contact = form(canvasElement);
    await expect(contact.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(contact.getByRole('combobox', { name: 'Category' })).toHaveTextContent('others');
    await userEvent.type(contact.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await userEvent.type(contact.getByRole('textbox', { name: 'Message' }), 'Can I license a design for wallpaper?');
    await userEvent.click(contact.getByRole('button', { name: 'Send' }));

    await expect(await canvas.findByText(thankYou)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^contact us$/);
    await expect(sentFeedback()).toEqual([
      { email: 'grace@example.com', category: 4, type: 2, content: 'Can I license a design for wallpaper?' },
    ]);
  },
};

/** A member: the form starts with their e-mail, so a message and Send are enough. */
export const LoggedIn: Story = {
  parameters: { jotai: loggedInAs(fixtureSessions.ada) },
  play: async ({ canvasElement }) => {
    const contact = form(canvasElement);
    await expect(contact.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    await userEvent.type(contact.getByRole('textbox', { name: 'Message' }), 'Please send my invoice again.');
    await userEvent.click(contact.getByRole('button', { name: 'Send' }));
    await expect(await within(canvasElement).findByText(thankYou)).toBeVisible();
    await expect(sentFeedback()).toEqual([{ email: 'ada@example.com', category: 4, type: 2, content: 'Please send my invoice again.' }]);
  },
};

/** Sent empty: 'Email format error' and 'Category format error' (the empty message); the page stays, nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const contact = form(canvasElement);
    await userEvent.click(contact.getByRole('button', { name: 'Send' }));
    await expect(contact.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email format error');
    await expect(contact.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Category format error');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement).queryByText(thankYou)).toBeNull();
    await expect(sentFeedback()).toHaveLength(0);
  },
};

/** While the message is on its way Send shows it is busy, and the page waits. */
export const Sending: Story = {
  parameters: { msw: { handlers: { open: openHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const contact = form(canvasElement);
    await userEvent.type(contact.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await userEvent.type(contact.getByRole('textbox', { name: 'Message' }), 'Hello');
    await userEvent.click(contact.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(contact.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true'));
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Contact us');
  },
};

/** The server refuses: its message in an error toast; the page and the typed message stay. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { open: openHandlers.error } } },
  play: async ({ canvasElement }) => {
    const contact = form(canvasElement);
    await userEvent.type(contact.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await userEvent.type(contact.getByRole('textbox', { name: 'Message' }), 'Hello');
    await userEvent.click(contact.getByRole('button', { name: 'Send' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Server error, please try again later')).toBeVisible();
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Contact us');
    await expect(contact.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
    await expect(sentFeedback()).toHaveLength(0);
  },
};

/** On a phone or tablet: the details, then the form, in one readable column; a finger sends a message. */
async function touchPage(canvasElement: HTMLElement) {
  await expectReadableOnTouch(canvasElement);
  // A finger writes and sends a message; the e-mail link and Send are 44 px targets.
  const canvas = within(canvasElement);
  await expectTouchTarget(within(canvas.getByRole('region', { name: 'Email' })).getByRole('link'));
  const contact = form(canvasElement);
  const send = contact.getByRole('button', { name: 'Send' });
  await expectTouchTarget(send);
  await tap(contact.getByRole('textbox', { name: 'Email' }));
  await userEvent.keyboard('grace@example.com');
  await tap(contact.getByRole('textbox', { name: 'Message' }));
  await userEvent.keyboard('Can I license a design for wallpaper?');
  await tap(send);
  await expect(await canvas.findByText(thankYou)).toBeVisible();
  await expect(sentFeedback()).toEqual([
    { email: 'grace@example.com', category: 4, type: 2, content: 'Can I license a design for wallpaper?' },
  ]);
  await expectReadableOnTouch(canvasElement);
}

/** On a 360 px phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => touchPage(canvasElement),
};

/** On a 768 px tablet. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet768' } },
  play: async ({ canvasElement }) => touchPage(canvasElement),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureSessions } from '../../../../mocks/fixtures/members';
import { sentFeedback } from '../../../../mocks/world';
import { loggedInAs } from '../../session';
import { FEEDBACK_TYPE } from '../contact';
import { ContactForm } from './ContactForm';

const meta = {
  title: 'Features/Chrome/ContactForm',
  component: ContactForm,
  args: { onSent: fn(), type: FEEDBACK_TYPE.contactPage },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '6rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On the Contact us page, for a logged-in member: the email is filled in; the message is
 * sent with type 2 (the page) and `onSent` gets it (the page then goes to /thank).
 */
export const OnContactPage: Story = {
  parameters: { jotai: loggedInAs(fixtureSessions.ada) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveTextContent('others');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Do you license designs for wallpaper?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const sent = { email: 'ada@example.com', category: 4, type: 2, content: 'Do you license designs for wallpaper?' };
    await waitFor(() => expect(args.onSent).toHaveBeenCalledWith(sent));
    await expect(args.onSent).toHaveBeenCalledOnce();
    await expect(sentFeedback()).toEqual([sent]);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fixtureSessions } from '../../../../mocks/fixtures/members';
import { expectPageScrollLocked, expectPageScrollRestored } from '../../../ui/Modal/pageScrollLock.stories-support';
import { loggedInAs } from '../../session';
import { LoginDialogProbe, loginDialogState } from '../account.stories-support';
import { expectNoSidewaysScroll, expectTouchTarget, tap } from '../../../../.storybook/touch';
import { PaymentMethods } from './PaymentMethods';

const meta = {
  title: 'Features/Account/PaymentMethods',
  component: PaymentMethods,
  render: () => (
    <>
      <LoginDialogProbe />
      <PaymentMethods />
    </>
  ),
  parameters: { route: { path: '/personalCenter/method' }, jotai: loggedInAs(fixtureSessions.ada) },
  beforeEach: () => {
    sessionStorage.clear();
  },
} satisfies Meta<typeof PaymentMethods>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The title, +Add, the sample card masked to its last four digits with its expiry, and the three brands. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add Payment Method' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '+Add' })).toBeVisible();
    const card = within(canvas.getByRole('group', { name: 'Sample card' }));
    await expect(card.getByText('**** **** **** 4242')).toBeVisible();
    await expect(card.getByText('Expires 12/28')).toBeVisible();
    const brands = within(canvas.getByRole('list', { name: 'Accepted cards' }));
    await expect(brands.getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual([
      'Visa',
      'American Express',
      'Mastercard',
    ]);
    await expect(canvas.getByRole('button', { name: 'Add a credit card' })).toBeVisible();
    await expect(loginDialogState(canvasElement)).toHaveTextContent('closed');
  },
};

/** 'Add a credit card' opens the card-entry overlay over a mask; Cancel closes it and scrolling returns. */
export const AddCardOverlay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a credit card' }));
    const dlg = within(await screen.findByRole('dialog', { name: 'Add a credit card' }));
    await expectPageScrollLocked(document);
    await expect(dlg.getByRole('textbox', { name: 'Card number' })).toBeDisabled();
    await expect(dlg.getByText('Saving a card is not available yet: you enter your card when you pay at checkout.')).toBeVisible();
    await userEvent.click(dlg.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectPageScrollRestored(document);
  },
};

/** +Add opens the same overlay. */
export const PlusAdd: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '+Add' }));
    await expect(await screen.findByRole('dialog', { name: 'Add a credit card' })).toBeVisible();
  },
};

/** A visitor: the login dialog opens and the page is remembered for /blank. */
export const LoggedOut: Story = {
  parameters: { jotai: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(loginDialogState(canvasElement)).toHaveTextContent('signIn'));
    await expect(sessionStorage.getItem('returnTo')).toBe('/personalCenter/method');
    await expect(canvas.getByRole('heading', { name: 'Sign in to see your payment methods' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Add Payment Method' })).not.toBeInTheDocument();
  },
};

/** On a phone (360 px) the card and the brands fit the window; a tap on 'Add a credit card' opens its overlay. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add a credit card' });
    await expectTouchTarget(add);
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
    await tap(add);
    const dlg = within(await screen.findByRole('dialog', { name: 'Add a credit card' }));
    await expect(dlg.getByRole('textbox', { name: 'Card number' })).toBeDisabled();
    await tap(dlg.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** On a tablet (768 px) the same page, nothing sideways. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet768' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Sample card' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
  },
};

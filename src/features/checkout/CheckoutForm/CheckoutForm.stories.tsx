import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureNow } from '../../../../mocks/fixtures/members';
import { fillCard, inSummaryColumn, testCards, validCard } from '../checkout.stories-support';
import { CheckoutForm } from './CheckoutForm';

const meta = {
  title: 'Features/Checkout/CheckoutForm',
  component: CheckoutForm,
  args: { total: 155.6, onSubmit: fn(), now: () => fixtureNow },
  decorators: [inSummaryColumn],
} satisfies Meta<typeof CheckoutForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) => within(canvasElement).getByRole('form', { name: 'Payment' });
const payButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Pay $155.60' });

/**
 * The card (number grouped as typed, its brand recognised), the licence agreement
 * linked in a new tab, and Pay with the total: a good card sends digits only.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('list', { name: 'We accept' }))
        .getAllByRole('img')
        .map((icon) => icon.getAttribute('aria-label')),
    ).toEqual(['Visa', 'Mastercard', 'American Express']);
    const agreementLink = canvas.getByRole('link', { name: 'License Agreement (opens in a new tab)' });
    await expect(agreementLink).toHaveAttribute('href', '/License');
    await expect(agreementLink).toHaveAttribute('target', '_blank');

    await fillCard(form(canvasElement), validCard);
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
    await expect(canvas.getByRole('img', { name: 'Card brand: Visa' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Expiry date' })).toHaveValue('12/30');
    await userEvent.click(payButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ cardNumber: testCards.accepted, expiry: '12/30', cvc: '123', name: 'Ada Lovelace' });
  },
};

/** Pay without the tick: 'Please read the agreement and tick', nothing sent; ticking clears it. */
export const AgreementMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillCard(form(canvasElement), { ...validCard, agree: false });
    await userEvent.click(payButton(canvasElement));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please read the agreement and tick');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const agreement = canvas.getByRole('checkbox', { name: /I have read and accept the License Agreement/ });
    await expect(agreement).toHaveFocus();

    await userEvent.click(agreement);
    await expect(canvas.queryByText('Please read the agreement and tick')).not.toBeInTheDocument();
    await userEvent.click(payButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** A mistyped digit fails the Luhn check: 'This card number is not valid', nothing sent; correcting it clears the message. */
export const LuhnFailure: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillCard(form(canvasElement), { ...validCard, cardNumber: testCards.mistyped });
    await userEvent.click(payButton(canvasElement));
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await expect(number).toHaveAccessibleDescription('This card number is not valid');
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(number, '{Backspace}2');
    await expect(canvas.queryByText('This card number is not valid')).not.toBeInTheDocument();
  },
};

/** Pay on an empty form: every field says what it needs, and the agreement too. */
export const EmptyFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(payButton(canvasElement));
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription('Enter the card number');
    await expect(canvas.getByRole('textbox', { name: 'Expiry date' })).toHaveAccessibleDescription('Enter the expiry date as MM/YY MM/YY');
    await expect(canvas.getByRole('textbox', { name: 'Security code' })).toHaveAccessibleDescription(
      'Enter the 3-digit security code 3 digits, on the back of the card',
    );
    await expect(canvas.getByRole('textbox', { name: 'Name on card' })).toHaveAccessibleDescription('Enter the name on the card');
    await expect(canvas.getByText('Please read the agreement and tick')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A card that ran out last month (today is 2026-11-22). */
export const Expired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillCard(form(canvasElement), { ...validCard, expiry: '1026' });
    await userEvent.click(payButton(canvasElement));
    await expect(canvas.getByText('This card has expired')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** American Express: grouped 4-6-5, recognised, and its security code has four digits. */
export const AmericanExpress: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillCard(form(canvasElement), { ...validCard, cardNumber: '378282246310005', cvc: '123' });
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveValue('3782 822463 10005');
    await expect(canvas.getByRole('img', { name: 'Card brand: American Express' })).toBeVisible();
    await userEvent.click(payButton(canvasElement));
    await expect(canvas.getByRole('textbox', { name: 'Security code' })).toHaveAccessibleDescription(
      'Enter the 4-digit security code 4 digits, on the front of the card',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Security code' }), '4');
    await userEvent.click(payButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith({ cardNumber: '378282246310005', expiry: '12/30', cvc: '1234', name: 'Ada Lovelace' });
  },
};

/** A brand the shop does not take (a Luhn-valid Discover number). */
export const OtherBrand: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillCard(form(canvasElement), { ...validCard, cardNumber: '6011111111111117' });
    await userEvent.click(payButton(canvasElement));
    await expect(canvas.getByText('We accept Visa, Mastercard and American Express')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While paying, Pay spins and further presses are ignored. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement, args }) => {
    await fillCard(form(canvasElement), validCard);
    const pay = payButton(canvasElement);
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(pay);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's refusal shows in the error line under Pay. */
export const ServerError: Story = {
  args: { error: 'Your card was declined. Try another card.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = canvas.getAllByRole('alert').find((alert) => alert.textContent !== '')!;
    await expect(line).toHaveTextContent('Your card was declined. Try another card.');
    await expect(payButton(canvasElement)).toBeEnabled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LicenceAgreementPage } from './LicenceAgreementPage';
import { readableOnTouchAt } from '../ContentPage/ContentPage.stories-support';

const meta = {
  title: 'Features/Content/LicenceAgreementPage',
  component: LicenceAgreementPage,
  parameters: { layout: 'fullscreen', route: { path: '/License' } },
} satisfies Meta<typeof LicenceAgreementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('region', { name }));

/**
 * The License Agreement: accepted by clicking accept before ordering; a single-seat licence;
 * the six sections of the spec in order; the Commercial caps (USD 10,000, 500,000 copies,
 * 500,000 impressions, USD 10,000) and none for the other tiers; the liability limits and the
 * 5 business days; the ten general provisions; and a closing date line in August.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('License Agreement');
    await expect(canvas.getByText(/You enter into it by clicking the accept button before you place an order/)).toBeVisible();
    await expect(canvas.getByText(/single-seat licence for one natural person, or for the employer or entity/)).toBeVisible();

    await expect(
      within(canvas.getByRole('navigation', { name: 'On this page' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      '1. Definitions',
      '2. License terms',
      '3. Restrictions on use',
      '4. Warranties and representations',
      '5. Liability and indemnity',
      '6. General provisions',
    ]);

    const terms = section(canvasElement, '2. License terms');
    await expect(terms.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '2.1 Commercial',
      '2.2 Commercial Unlimited',
      '2.3 Exclusive',
    ]);
    await expect(terms.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'digital use, subject to a project budget cap of USD 10,000;',
      'physical reproduction of no more than 500,000 copies in aggregate;',
      'out-of-home campaigns of fewer than 500,000 gross impressions;',
      'audio-visual productions within a budget of USD 10,000.',
    ]);
    await expect(terms.getByText(/non-exclusive licence for commercial use with none of the Commercial limits/)).toBeVisible();
    await expect(terms.getByText(/the design is removed from the site/)).toBeVisible();
    await expect(terms.getByText(/it is permanent/)).toBeVisible();
    await expect(terms.getByRole('link', { name: 'license comparison' })).toHaveAttribute('href', '/Comparisons');

    const liability = section(canvasElement, '5. Liability and indemnity');
    await expect(liability.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Commercial: USD 10,000',
      'Commercial Unlimited: USD 250,000',
      'Exclusive: USD 500,000',
    ]);
    await expect(liability.getByText(/within 5 business days/)).toBeVisible();

    const general = section(canvasElement, '6. General provisions');
    await expect(general.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '6.1 Non-transferability',
      '6.2 Removal of content',
      '6.3 Client disclosure',
      '6.4 Assignment',
      '6.5 Authority',
      '6.6 Severability',
      '6.7 Coupons',
      '6.8 Notices',
      '6.9 Download',
      '6.10 Termination',
    ]);
    await expect(general.getByText(/supplies comparable content free of charge/)).toBeVisible();
    await expect(general.getByText(/within 30 days of the request/)).toBeVisible();
    await expect(general.getByText(/assign this agreement to its affiliates or successors/)).toBeVisible();
    await expect(general.getByText('A coupon applies only to the first payment, unless the coupon states otherwise.')).toBeVisible();
    await expect(general.getByText(/If a design is not available, the customer is told immediately/)).toBeVisible();
    await expect(general.getByText(/terminate their account without notice, and no refund is given/)).toBeVisible();

    // The page ends with its date line.
    const main = canvas.getByRole('main');
    const lastLine = [...main.querySelectorAll('p')].at(-1)!;
    await expect(lastLine).toHaveTextContent(/^Last updated: August \d{4}$/);
  },
};

/** On a 360 px phone: one readable column inside the window, with targets a finger can hit. */
export const Phone: Story = readableOnTouchAt('phone360');

/** On a 768 px tablet. */
export const Tablet: Story = readableOnTouchAt('tablet768');

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PrivacyPage } from './PrivacyPage';
import { readableOnTouchAt } from '../ContentPage/ContentPage.stories-support';

const meta = {
  title: 'Features/Content/PrivacyPage',
  component: PrivacyPage,
  parameters: { layout: 'fullscreen', route: { path: '/Privacy' } },
} satisfies Meta<typeof PrivacyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('region', { name }));

/**
 * `/Privacy`: each point of the spec in its own section: what is collected (cookies, log
 * files, web beacons; the order details), its uses, sharing, opt-out links, Do Not Track
 * not honoured, the European rights, transfers to Canada and the United States, retention
 * until deletion is asked for, and contact by e-mail or post in Hong Kong.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    await expect(within(canvas.getByRole('navigation', { name: 'On this page' })).getAllByRole('link')).toHaveLength(10);

    const collected = section(canvasElement, 'Information we collect');
    for (const tool of ['cookies', 'log files', 'web beacons']) await expect(collected.getByText(tool)).toBeVisible();
    await expect(
      collected.getByText(/name, billing address, shipping address, payment information, e-mail address and phone number/),
    ).toBeVisible();

    const uses = section(canvasElement, 'How we use your information');
    await expect(uses.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^fulfil your orders/),
      expect.stringMatching(/^communicate with you/),
      expect.stringMatching(/risk and fraud/),
    ]);
    await expect(uses.getByText(/analytics/)).toBeVisible();

    const optOuts = section(canvasElement, 'Behavioural advertising').getAllByRole('link');
    await expect(optOuts.map((link) => link.textContent)).toEqual(['Google', 'Facebook', 'Digital Advertising Alliance']);
    await expect(section(canvasElement, 'Do Not Track').getByText(/we do not change how we collect and use data/)).toBeVisible();
    await expect(section(canvasElement, 'Your rights').getByText(/European resident.*access.*corrected, updated or deleted/)).toBeVisible();
    await expect(section(canvasElement, 'Transfers outside Europe').getByText(/including to Canada and the United States/)).toBeVisible();
    await expect(section(canvasElement, 'How long we keep it').getByText(/until you ask us to delete it/)).toBeVisible();

    const contact = section(canvasElement, 'Contact us');
    await expect(contact.getByRole('link', { name: 'support@patternmarketplace.com' })).toBeVisible();
    await expect(contact.getByText(/Hong Kong\.$/)).toBeVisible();
    // The spec's source still carries a template instruction; the page must not.
    await expect(canvas.queryByText(/\[|INCLUDE|OPT-OUT LINKS/)).toBeNull();
  },
};

/** On a 360 px phone: one readable column inside the window, with targets a finger can hit. */
export const Phone: Story = readableOnTouchAt('phone360');

/** On a 768 px tablet. */
export const Tablet: Story = readableOnTouchAt('tablet768');

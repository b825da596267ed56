import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TermsPage } from './TermsPage';
import { readableOnTouchAt } from '../ContentPage/ContentPage.stories-support';

const meta = {
  title: 'Features/Content/TermsPage',
  component: TermsPage,
  parameters: { layout: 'fullscreen', route: { path: '/Terms' } },
} satisfies Meta<typeof TermsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: string | RegExp) => within(within(canvasElement).getByRole('region', { name }));

/**
 * `/Terms`: effective May 2022, twenty numbered sections (listed in the table of contents
 * too) and the supplementary clauses 3 to 5; the points the spec names are each where a
 * reader would look for them.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Terms and Conditions');
    await expect(canvas.getByText('Effective date: May 2022')).toBeVisible();
    await expect(canvas.getByText(/browsers, customers, vendors, merchants and contributors of content/)).toBeVisible();

    const numbered = canvas
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent ?? '')
      .filter((title) => /^\d+\. /.test(title));
    await expect(numbered.map((title) => Number(title.split('.')[0]))).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    const tocEntries = within(canvas.getByRole('navigation', { name: 'On this page' })).getAllByRole('link');
    await expect(tocEntries.map((link) => link.textContent)).toEqual([...numbered, 'Supplementary terms']);

    await expect(section(canvasElement, '1. Online store terms').getByText(/age of majority/)).toBeVisible();
    await expect(
      section(canvasElement, '1. Online store terms').getByText(/worms, viruses or any code of a destructive nature/),
    ).toBeVisible();
    await expect(section(canvasElement, '2. General conditions').getByText(/refuse service to anyone/)).toBeVisible();
    await expect(section(canvasElement, /^4\. /).getByText(/Prices of our designs may change without notice/)).toBeVisible();
    await expect(section(canvasElement, '5. Products and services').getByRole('link', { name: 'Returns Policy' })).toHaveAttribute(
      'href',
      '/Returns',
    );
    const orders = section(canvasElement, /^6\. /).getByText(/per person, per household or per order/);
    await expect(orders).toHaveTextContent(/same customer account, the same credit card/);
    await expect(orders).toHaveTextContent(/dealers, resellers or distributors/);
    // The spec gives no numbers for the order limits; neither does the page.
    await expect(orders.textContent).not.toMatch(/\d/);
    await expect(section(canvasElement, /^9\. /).getByText(/edit, copy, publish, distribute, translate/)).toBeVisible();
    await expect(section(canvasElement, '10. Personal information').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/Privacy',
    );
    await expect(section(canvasElement, '12. Prohibited uses').getAllByRole('listitem')).toHaveLength(10);
    await expect(section(canvasElement, '18. Governing law').getByText(/governed by the laws of Hong Kong/)).toHaveTextContent(
      /Queen's Road Central, Central, Hong Kong/,
    );
    await expect(section(canvasElement, '20. Contact information').getByRole('link')).toHaveAttribute(
      'href',
      'mailto:support@patternmarketplace.com',
    );

    const tail = section(canvasElement, 'Supplementary terms');
    await expect(tail.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '3. Warranties and representations',
      '4. Indemnification and liability',
      '5. Additional terms',
    ]);
    await expect(
      tail.getByText(/USD 10,000 for Commercial, USD 250,000 for Commercial Unlimited, USD 500,000 for Exclusive/),
    ).toHaveTextContent(/within 5 business days/);
  },
};

/** On a 360 px phone: one readable column inside the window, with targets a finger can hit. */
export const Phone: Story = readableOnTouchAt('phone360');

/** On a 768 px tablet. */
export const Tablet: Story = readableOnTouchAt('tablet768');

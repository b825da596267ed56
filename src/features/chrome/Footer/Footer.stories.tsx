import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectNoSidewaysScroll, expectTouchTarget, tap } from '../../../../.storybook/touch';
import { withLocationProbe } from '../chrome.stories-support';
import { Footer } from './Footer';

const meta = {
  title: 'Features/Chrome/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  decorators: [withLocationProbe],
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

const resources: [string, string][] = [
  ['FAQ', '/faq'],
  ['License Comparison', '/Comparisons'],
  ['License Agreement(s)', '/License'],
  ['Returns Policy', '/Returns'],
  ['Terms and Conditions', '/Terms'],
  ['Privacy Policy', '/Privacy'],
];

const social: [string, RegExp][] = [
  ['Pinterest', /^https:\/\/www\.pinterest\.com\//],
  ['Instagram', /^https:\/\/www\.instagram\.com\//],
  ['Facebook', /^https:\/\/www\.facebook\.com\//],
  ['Twitter', /^https:\/\/twitter\.com\//],
  ['Behance', /^https:\/\/www\.behance\.net\//],
];

/**
 * Resources open the static pages in a new window; About stays in the shop; five
 * social links go out; the newsletter box; the 2022 copyright line.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');

    const resourcesNav = within(footer).getByRole('navigation', { name: 'Resources' });
    const resourceLinks = within(resourcesNav).getAllByRole('link');
    await expect(resourceLinks.map((link) => link.firstChild?.textContent)).toEqual(resources.map(([label]) => label));
    for (const [index, [label, href]] of resources.entries()) {
      const link = resourceLinks[index]!;
      await expect(link).toHaveAccessibleName(`${label} (opens in a new window)`);
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }

    const about = within(footer).getByRole('navigation', { name: 'About' });
    await expect(within(about).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/AboutUS');
    await expect(within(about).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/ContactUs');
    await expect(within(about).getByRole('link', { name: 'About us' })).not.toHaveAttribute('target');

    const follow = within(footer).getByRole('list', { name: 'Follow us' });
    const socialLinks = within(follow).getAllByRole('link');
    await expect(socialLinks.map((link) => link.getAttribute('aria-label'))).toEqual(social.map(([name]) => name));
    for (const [index, [, href]] of social.entries()) {
      await expect(socialLinks[index]).toHaveAttribute('href', expect.stringMatching(href));
      await expect(socialLinks[index]).toHaveAttribute('target', '_blank');
      await expect(socialLinks[index]).toHaveAttribute('rel', 'noopener noreferrer');
    }

    await expect(within(footer).getByRole('region', { name: 'Subscribe to our newsletter' })).toBeVisible();
    await expect(within(footer).getByText('© 2022 Pattern Marketplace. All rights reserved.')).toBeVisible();
  },
};

/** 'Contact us' goes to the contact page in the same window. */
export const ContactUsLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Contact us' }));
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Current location' })).toHaveTextContent('/ContactUs'));
  },
};

/**
 * A phone: the brand and newsletter on top, the link lists two by two under it, every
 * link and social icon a finger's size; a tap on 'Contact us' goes to the contact page.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');
    const resources = within(footer).getByRole('navigation', { name: 'Resources' });
    const about = within(footer).getByRole('navigation', { name: 'About' });
    // Two lists side by side, both under the newsletter.
    await expect(Math.round(resources.getBoundingClientRect().top)).toBe(Math.round(about.getBoundingClientRect().top));
    await expect(resources.getBoundingClientRect().top).toBeGreaterThan(
      within(footer).getByRole('region', { name: 'Subscribe to our newsletter' }).getBoundingClientRect().bottom,
    );
    for (const link of within(footer).getAllByRole('link')) await expectTouchTarget(link);
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
    await tap(within(about).getByRole('link', { name: 'Contact us' }));
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Current location' })).toHaveTextContent('/ContactUs'));
  },
};

/** A tablet: the brand and newsletter across the top, the three link lists in a row under it. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet768' } },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    const tops = [
      within(footer).getByRole('navigation', { name: 'Resources' }),
      within(footer).getByRole('navigation', { name: 'About' }),
      within(footer).getByRole('list', { name: 'Follow us' }).parentElement!,
    ].map((element) => Math.round(element.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
  },
};

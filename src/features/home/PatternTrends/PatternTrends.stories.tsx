import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PatternTrends } from './PatternTrends';

const meta = {
  title: 'Features/Home/PatternTrends',
  component: PatternTrends,
} satisfies Meta<typeof PatternTrends>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Pattern Trends' with the five social links, in the spec's order, each in a new tab. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Pattern Trends' });
    const links = within(section).getAllByRole('link');
    await expect(links.map((link) => link.textContent?.replace(' (opens in a new tab)', ''))).toEqual([
      'Pinterest',
      'Instagram',
      'Facebook',
      'Twitter',
      'Behance',
    ]);
    await expect(links.map((link) => new URL(link.getAttribute('href')!).hostname)).toEqual([
      'www.pinterest.com',
      'www.instagram.com',
      'www.facebook.com',
      'twitter.com',
      'www.behance.net',
    ]);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
};

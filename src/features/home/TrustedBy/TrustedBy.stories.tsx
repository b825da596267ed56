import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TrustedBy } from './TrustedBy';

const meta = {
  title: 'Features/Home/TrustedBy',
  component: TrustedBy,
} satisfies Meta<typeof TrustedBy>;
export default meta;
type Story = StoryObj<typeof meta>;

const logoNames = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'USED & TRUSTED BY' }))
    .getAllByRole('img')
    .map((logo) => logo.getAttribute('aria-label'));

/** 'USED & TRUSTED BY': the first seven entries of the curated array, as inline wordmarks. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(logoNames(canvasElement)).toEqual([
      'Atelier Nord',
      'Casa Milano',
      'Studio Yantai',
      'Harbour Lane',
      'Silk Lab Hangzhou',
      'Maison Verre',
      'Northloom',
    ]);
    // Drawn inline: no image files to wait for or to fail.
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('svg[role="img"]')).toHaveLength(7);
  },
};

/** Only the first seven of any array make the row; the rest are the featured tiles. */
export const FirstSevenOnly: Story = {
  args: {
    categories: ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine'].map((word) => ({ rootName: 'Brand', word })),
  },
  play: async ({ canvasElement }) => {
    await expect(logoNames(canvasElement)).toEqual(['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven']);
  },
};

/** An empty array: no row at all. */
export const Empty: Story = {
  args: { categories: [] },
  decorators: [
    (Story) => (
      <>
        <Story />
        <p>The next section follows directly.</p>
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'USED & TRUSTED BY' })).not.toBeInTheDocument();
    await expect(canvas.getByText('The next section follows directly.')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: 'Download progress', value: 0, showValue: true },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <ProgressBar {...args} />
    </div>
  ),
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Width of the filled part as a share of the track. */
const filledShare = (progressbar: HTMLElement) => {
  const bar = progressbar.firstElementChild as HTMLElement;
  return bar.getBoundingClientRect().width / progressbar.getBoundingClientRect().width;
};

/** Nothing done yet: 0 % and an empty track. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const progressbar = canvas.getByRole('progressbar', { name: 'Download progress' });
    await expect(progressbar).toHaveAttribute('aria-valuenow', '0');
    await expect(progressbar).toHaveAttribute('aria-valuemin', '0');
    await expect(progressbar).toHaveAttribute('aria-valuemax', '100');
    await expect(canvas.getByText('0%')).toBeVisible();
    await expect(filledShare(progressbar)).toBe(0);
  },
};

/** Half done. */
export const Half: Story = {
  args: { value: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const progressbar = canvas.getByRole('progressbar', { name: 'Download progress' });
    await expect(progressbar).toHaveAttribute('aria-valuenow', '50');
    await expect(canvas.getByText('50%')).toBeVisible();
    await expect(filledShare(progressbar)).toBeCloseTo(0.5, 2);
  },
};

/** Done: a full bar. */
export const Complete: Story = {
  args: { value: 100 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const progressbar = canvas.getByRole('progressbar', { name: 'Download progress' });
    await expect(progressbar).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('100%')).toBeVisible();
    await expect(filledShare(progressbar)).toBeCloseTo(1, 2);
  },
};

/** Out-of-range values are clamped: 140 shows as 100 %, -5 as 0 %; decimals are rounded. */
export const Clamped: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <ProgressBar {...args} label="Upload progress" value={140} />
      <ProgressBar {...args} label="Download progress" value={-5} />
      <ProgressBar {...args} label="Export progress" value={33.4} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const over = canvas.getByRole('progressbar', { name: 'Upload progress' });
    await expect(over).toHaveAttribute('aria-valuenow', '100');
    await expect(filledShare(over)).toBeCloseTo(1, 2);
    const under = canvas.getByRole('progressbar', { name: 'Download progress' });
    await expect(under).toHaveAttribute('aria-valuenow', '0');
    await expect(filledShare(under)).toBe(0);
    await expect(canvas.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('aria-valuenow', '33');
    await expect(canvas.getByText('100%')).toBeVisible();
    await expect(canvas.getByText('0%')).toBeVisible();
    await expect(canvas.getByText('33%')).toBeVisible();
  },
};

/** Without the number: the bar alone, still announced with its value. */
export const WithoutValue: Story = {
  args: { value: 72, showValue: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Download progress' })).toHaveAttribute('aria-valuenow', '72');
    await expect(canvas.queryByText('72%')).not.toBeInTheDocument();
  },
};

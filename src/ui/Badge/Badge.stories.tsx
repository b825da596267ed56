import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'New' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A neutral label. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('New')).toBeVisible();
  },
};

/** The spec's badge on exclusive designs, in the accent tone (soft and solid both pass contrast). */
export const Exclusive: Story = {
  args: { tone: 'accent', children: 'Exclusive' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Badge {...args} />
      <Badge {...args} variant="solid" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = within(canvasElement).getAllByText('Exclusive');
    await expect(badges).toHaveLength(2);
    for (const badge of badges) await expect(badge).toBeVisible();
    // Tone is visible colour, not an ARIA state: the two variants must not look alike.
    await expect(getComputedStyle(badges[0]!).backgroundColor).not.toBe(getComputedStyle(badges[1]!).backgroundColor);
  },
};

const tones = ['neutral', 'accent', 'info', 'success', 'danger'] as const;

/** Every tone, soft and solid, for design review. */
export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, max-content)', gap: 12 }}>
      {(['soft', 'solid'] as const).flatMap((variant) =>
        tones.map((tone) => (
          <Badge {...args} key={`${variant}-${tone}`} tone={tone} variant={variant}>
            {tone[0]!.toUpperCase() + tone.slice(1)}
          </Badge>
        )),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Neutral', 'Accent', 'Info', 'Success', 'Danger']) {
      await expect(canvas.getAllByText(label)).toHaveLength(2);
    }
  },
};

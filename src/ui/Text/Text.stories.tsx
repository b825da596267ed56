import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from './Text';

const meta = {
  title: 'UI/Text',
  component: Text,
  args: { children: 'Indigo ikat stripe' },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

const fontSize = (element: HTMLElement) => parseFloat(getComputedStyle(element).fontSize);

/** The type scale from a hint to a page title, each step larger than the one before. */
export const Scale: Story = {
  render: () => (
    <div>
      {(['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const).map((size) => (
        <Text key={size} as="p" size={size}>
          Indigo ikat stripe ({size})
        </Text>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'].map((size) => canvas.getByText(`Indigo ikat stripe (${size})`));
    for (const step of steps) await expect(step).toBeVisible();
    for (let k = 1; k < steps.length; k++) await expect(fontSize(steps[k]!)).toBeGreaterThan(fontSize(steps[k - 1]!));
  },
};

/** A heading, its price in tabular figures, and a muted note: the roles a product line mixes. */
export const Roles: Story = {
  render: () => (
    <div style={{ width: 320 }}>
      <Text as="h2" size="lg" weight="semibold" flush>
        Indigo ikat stripe
      </Text>
      <Text as="p" figures="tabular" tone="primary">
        $1,240.00
      </Text>
      <Text as="p" size="sm" tone="muted" flush>
        Exclusive licence: the design leaves the shop once bought.
      </Text>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Indigo ikat stripe' });
    const price = canvas.getByText('$1,240.00');
    const note = canvas.getByText(/Exclusive licence/);
    for (const element of [heading, price, note]) await expect(element).toBeVisible();
    await expect(getComputedStyle(heading).fontWeight).not.toBe(getComputedStyle(note).fontWeight);
    await expect(getComputedStyle(price).fontVariantNumeric).toBe('tabular-nums');
    await expect(getComputedStyle(note).color).not.toBe(getComputedStyle(heading).color);
    await expect(fontSize(note)).toBeLessThan(fontSize(price));
  },
};

/** `truncate`: a name too long for its column stays on one line and ends in an ellipsis. */
export const Truncated: Story = {
  args: { truncate: true, as: 'p', children: 'Indigo ikat stripe with ochre diamonds, hand-drawn, in the 1970s repeat' },
  render: (args) => (
    <div style={{ width: 180 }}>
      <Text {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByText(/Indigo ikat stripe with ochre/);
    await expect(name).toBeVisible();
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(getComputedStyle(name).textOverflow).toBe('ellipsis');
    // One line: no taller than its own line height.
    await expect(name.getBoundingClientRect().height).toBeLessThan(fontSize(name) * 2);
  },
};

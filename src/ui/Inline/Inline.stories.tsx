import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Inline } from './Inline';

const meta = {
  title: 'UI/Inline',
  component: Inline,
  args: { gap: 'sm', align: 'center' },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Actions side by side, centred on one line. */
export const Default: Story = {
  render: (args) => (
    <Inline {...args}>
      <Button>Add to cart</Button>
      <Button variant="secondary">Save to a board</Button>
      <Badge tone="accent">Exclusive</Badge>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add to cart' });
    const save = canvas.getByRole('button', { name: 'Save to a board' });
    const badge = canvas.getByText('Exclusive');
    for (const element of [add, save, badge]) await expect(element).toBeVisible();
    const [a, b, c] = [add, save, badge].map((element) => element.getBoundingClientRect());
    // Left to right with space between, on one line, centred across it.
    await expect(b!.left).toBeGreaterThan(a!.right);
    await expect(c!.left).toBeGreaterThan(b!.right);
    await expect(Math.abs((c!.top + c!.bottom) / 2 - (a!.top + a!.bottom) / 2)).toBeLessThan(1);
  },
};

const colours = ['Indigo', 'Ochre', 'Sage', 'Rust', 'Ivory', 'Charcoal', 'Teal', 'Plum'];

/** `wrap`: what does not fit flows onto the next line, `gap` apart both ways. */
export const Wrapping: Story = {
  args: { gap: 'xs', wrap: true },
  render: (args) => (
    <Inline {...args} as="ul" aria-label="Colours" style={{ width: 220, listStyle: 'none', margin: 0, padding: 0 }}>
      {colours.map((colour) => (
        <li key={colour}>
          <Badge tone="info">{colour}</Badge>
        </li>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(colours.length);
    for (const colour of colours) await expect(canvas.getByText(colour)).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Colours' }).getBoundingClientRect();
    const last = items.at(-1)!.getBoundingClientRect();
    // The last badge sits on a later line than the first, and nothing spills out.
    await expect(last.top).toBeGreaterThan(items[0]!.getBoundingClientRect().bottom);
    for (const item of items) await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(list.right + 0.5);
  },
};

/** `justify="between"`: a title at one end of a header and its action at the other. */
export const SpaceBetween: Story = {
  args: { gap: 'md', align: 'baseline', justify: 'between' },
  render: (args) => (
    <Inline {...args} as="header" style={{ width: 480 }}>
      <h2 style={{ margin: 0 }}>Boards</h2>
      <Button variant="text">New board</Button>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Boards' });
    const button = canvas.getByRole('button', { name: 'New board' });
    await expect(heading).toBeVisible();
    await expect(button).toBeVisible();
    const header = heading.parentElement!.getBoundingClientRect();
    await expect(Math.round(heading.getBoundingClientRect().left)).toBe(Math.round(header.left));
    await expect(Math.round(button.getBoundingClientRect().right)).toBe(Math.round(header.right));
  },
};

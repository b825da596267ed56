import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Grid } from './Grid';

const meta = {
  title: 'UI/Grid',
  component: Grid,
  args: { gap: 'md' },
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

const figures = ['Orders', 'Revenue', 'Members', 'Designs', 'Refunds', 'Downloads'];

const Card = ({ label }: { label: string }) => (
  <li style={{ border: '1px solid #ccc', borderRadius: 8, padding: 12 }}>
    <Badge tone="info">{label}</Badge>
  </li>
);

const tops = (items: HTMLElement[]) => [...new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)))];

/** `columns={3}`: equal columns, three to a row, whatever each holds. */
export const EqualColumns: Story = {
  args: { columns: 3 },
  render: (args) => (
    <Grid {...args} as="ul" list aria-label="Figures" style={{ width: 480 }}>
      {figures.map((label) => (
        <Card key={label} label={label} />
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(figures.length);
    for (const item of items) await expect(item).toBeVisible();
    await expect(tops(items)).toHaveLength(2);
    const widths = items.map((item) => Math.round(item.getBoundingClientRect().width));
    await expect(new Set(widths).size).toBe(1);
  },
};

/** `minColumn`: as many columns as fit at that width; a narrow box holds fewer to a row. */
export const FittingColumns: Story = {
  args: { minColumn: '140px' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <Grid {...args} as="ul" list aria-label="Wide" style={{ width: 600 }}>
        {figures.map((label) => (
          <Card key={label} label={label} />
        ))}
      </Grid>
      <Grid {...args} as="ul" list aria-label="Narrow" style={{ width: 300 }}>
        {figures.map((label) => (
          <Card key={label} label={label} />
        ))}
      </Grid>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wide = within(canvas.getByRole('list', { name: 'Wide' })).getAllByRole('listitem');
    const narrow = within(canvas.getByRole('list', { name: 'Narrow' })).getAllByRole('listitem');
    for (const item of [...wide, ...narrow]) await expect(item).toBeVisible();
    // 600 px holds four columns of at least 140 px (two rows); 300 px holds two (three rows).
    await expect(tops(wide)).toHaveLength(2);
    await expect(tops(narrow)).toHaveLength(3);
    for (const item of narrow) await expect(item.getBoundingClientRect().width).toBeGreaterThanOrEqual(140);
  },
};

/** A template of the feature's own: a label column as wide as its longest label, the value taking the rest. */
export const Template: Story = {
  args: { columns: 'max-content 1fr', gap: 'sm', columnGap: 'lg', align: 'baseline' },
  render: (args) => (
    <Grid {...args} as="dl" style={{ width: 400, margin: 0 }}>
      <dt>Licence</dt>
      <dd style={{ margin: 0 }}>Exclusive</dd>
      <dt>Repeat size</dt>
      <dd style={{ margin: 0 }}>64 × 64 cm</dd>
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = [canvas.getByText('Licence'), canvas.getByText('Repeat size')];
    const values = [canvas.getByText('Exclusive'), canvas.getByText('64 × 64 cm')];
    for (const element of [...terms, ...values]) await expect(element).toBeVisible();
    // Both values start at the same x, right of the longest term, `columnGap` beyond it:
    // further than the rows sit apart.
    const left = values.map((value) => Math.round(value.getBoundingClientRect().left));
    await expect(left[0]).toBe(left[1]);
    const list = getComputedStyle(terms[0]!.parentElement!);
    await expect(parseFloat(list.columnGap)).toBeGreaterThan(parseFloat(list.rowGap));
    await expect(Math.round(values[1]!.getBoundingClientRect().left - terms[1]!.getBoundingClientRect().right)).toBe(
      Math.round(parseFloat(list.columnGap)),
    );
  },
};

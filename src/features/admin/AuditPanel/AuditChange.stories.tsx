import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuditChange } from './AuditChange';

const meta = {
  title: 'Features/Admin/AuditChange',
  component: AuditChange,
  args: { label: 'Changes to design PT-01002', before: { price: 60, label: 'Rose' }, after: { price: 64, label: 'Rose' } },
} satisfies Meta<typeof AuditChange>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The rows of the change table as [field, before, after]. */
const rows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((tr) => [...tr.children].map((cell) => cell.textContent));

/** A design edit: only the field that changed, its old and new value side by side. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Changes to design PT-01002' })).toBeVisible();
    await expect(rows(canvasElement)).toEqual([['price', '60', '64']]);
  },
};

/** A creation: every new field, nothing before. */
export const Created: Story = {
  args: { label: 'Changes to banner 7', before: null, after: { title: 'Spring', groupId: 2, sort: 0 } },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toEqual([
      ['title', '—', 'Spring'],
      ['groupId', '—', '2'],
      ['sort', '—', '0'],
    ]);
  },
};

/** Nested values (a pin list, a bulk price change's lines) as indented JSON. */
export const Nested: Story = {
  args: { label: 'Changes to Best Sellers', before: { productIds: [1002] }, after: { productIds: [1002, 1031], note: { by: 'olive' } } },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toEqual([
      ['productIds', '[\n  1002\n]', '[\n  1002,\n  1031\n]'],
      ['note', '—', '{\n  "by": "olive"\n}'],
    ]);
  },
};

/** An entry whose sides are equal says nothing changed. */
export const NothingChanged: Story = {
  args: { before: { status: 'onSale' }, after: { status: 'onSale' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No field changed.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
  },
};

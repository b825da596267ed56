import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Chip } from './Chip';

const meta = {
  title: 'UI/Chip',
  component: Chip,
  args: { label: 'Floral', onRemove: fn() },
} satisfies Meta<typeof Chip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A selected filter; clicking its remove button calls `onRemove`. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Floral')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Floral' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(args.onRemove).toHaveBeenCalledWith('Floral');
  },
};

/** From the keyboard: Tab to the remove button, then Enter, Space, Backspace or Delete remove it. */
export const Keyboard: Story = {
  args: { label: 'Spring' },
  play: async ({ canvasElement, args }) => {
    const remove = within(canvasElement).getByRole('button', { name: 'Remove Spring' });
    await userEvent.tab();
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(args.onRemove).toHaveBeenCalledWith('Spring');
    await userEvent.keyboard('{Delete}');
    await expect(args.onRemove).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(3);
    await userEvent.keyboard(' ');
    await expect(args.onRemove).toHaveBeenCalledTimes(4);
    // Other keys do nothing.
    await userEvent.keyboard('a');
    await expect(args.onRemove).toHaveBeenCalledTimes(4);
  },
};

const initialFilters = ['Floral', 'Spring', '$ 10 - $ 80'];

function ChipListDemo({ onRemove }: { onRemove: (label: string) => void }) {
  const [filters, setFilters] = useState(initialFilters);
  const listRef = useRef<HTMLUListElement>(null);
  const remove = (label: string) => {
    const index = filters.indexOf(label);
    onRemove(label);
    setFilters((current) => current.filter((item) => item !== label));
    // Focus would be lost with the removed button: move it to the chip that takes its place.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll('button');
      buttons?.[Math.min(index, buttons.length - 1)]?.focus();
    });
  };
  return (
    <ul ref={listRef} aria-label="Selected filters" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: 0, listStyle: 'none' }}>
      {filters.map((label) => (
        <li key={label}>
          <Chip label={label} onRemove={remove} />
        </li>
      ))}
    </ul>
  );
}

/** Several selected filters in a list; removing one takes it out and keeps focus in the list. */
export const ChipList: Story = {
  render: (args) => <ChipListDemo onRemove={args.onRemove} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Selected filters' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('$ 10 - $ 80')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove Spring' }));
    await expect(args.onRemove).toHaveBeenCalledWith('Spring');
    await expect(canvas.queryByText('Spring')).not.toBeInTheDocument();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const priceRemove = canvas.getByRole('button', { name: 'Remove $ 10 - $ 80' });
    await waitFor(() => expect(priceRemove).toHaveFocus());
    await userEvent.keyboard('{Delete}');
    await expect(args.onRemove).toHaveBeenLastCalledWith('$ 10 - $ 80');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove Floral' })).toHaveFocus());
  },
};

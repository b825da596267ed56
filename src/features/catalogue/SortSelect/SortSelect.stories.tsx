import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../../ui/theme/contract.css';
import { SortSelect } from './SortSelect';

const meta = {
  title: 'Features/Catalogue/SortSelect',
  component: SortSelect,
  args: { value: '', onValueChange: fn() },
  decorators: [
    (Story) => (
      // Room for the focus ring, and for the open list in the screenshot.
      <div style={{ maxWidth: '3rem', minHeight: '2.4rem', padding: vars.space.sm }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SortSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "recommend" (no sort) is the default; the list offers the spec's three orders in order. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await expect(trigger).toHaveTextContent('recommend');
    await userEvent.click(trigger);
    const listbox = await body.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['recommend', 'From new to old', 'old to new']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'From new to old' }));
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith('sort,desc');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** Old to new chosen; going back to "recommend" reports the empty sort value. */
export const OldToNew: Story = {
  args: { value: 'sort,asc' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await expect(trigger).toHaveTextContent('old to new');
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('option', { name: 'recommend' }));
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith('');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

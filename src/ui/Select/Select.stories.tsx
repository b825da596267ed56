import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select';
import { vars } from '../theme/contract.css';

/** The contact form's categories, from the spec. */
const contactCategories = [
  { value: '1', label: 'Problem feedback' },
  { value: '2', label: 'Order problem' },
  { value: '3', label: 'Cooperation' },
  { value: '4', label: 'others' },
];

/** The store's sort menu; "recommend" is the empty value (no sort parameter). */
const sortOptions = [
  { value: '', label: 'recommend' },
  { value: 'sort,desc', label: 'From new to old' },
  { value: 'sort,asc', label: 'old to new' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Category', options: contactCategories, defaultValue: '4', onValueChange: fn() },
  decorators: [
    (Story) => (
      // Room around the trigger so the focus ring is not cut off at the screenshot's edge.
      <div style={{ maxWidth: '5rem', padding: vars.space.sm }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The contact form's category: 'others' preselected; a click opens the list and a click chooses. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Category' });
    await expect(trigger).toHaveTextContent('others');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
    const listbox = await body.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Problem feedback', 'Order problem', 'Cooperation', 'others']);
    await expect(within(listbox).getByRole('option', { name: 'others' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(within(listbox).getByRole('option', { name: 'Order problem' }));
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith('2');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Order problem');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The store's sort menu, whose "recommend" option has the empty value. */
export const Sort: Story = {
  args: { label: 'Sort by', options: sortOptions, defaultValue: '' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await expect(trigger).toHaveTextContent('recommend');

    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('option', { name: 'From new to old' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('sort,desc');
    await expect(trigger).toHaveTextContent('From new to old');

    // Back to "recommend": the caller gets '' again, not Radix's stand-in.
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('option', { name: 'recommend' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await expect(trigger).toHaveTextContent('recommend');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** Nothing chosen in a required select: the placeholder shows and the error is linked. */
export const WithError: Story = {
  args: {
    defaultValue: undefined,
    placeholder: 'Choose a category',
    required: true,
    error: 'Please choose a category',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Category' });
    await expect(trigger).toHaveTextContent('Choose a category');
    await expect(canvas.getByText('Please choose a category')).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Please choose a category');
  },
};

/** Disabled: it neither opens nor takes focus. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Category' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await userEvent.tab();
    await expect(trigger).not.toHaveFocus();
    await expect(body.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(trigger).toHaveTextContent('others');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Keyboard only: Enter, Space or ArrowDown opens, arrows move, Enter chooses, Escape cancels. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Category' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(await body.findByRole('listbox')).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Opening starts on the selected option.
    await waitFor(() => expect(body.getByRole('option', { name: 'others' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(body.getByRole('option', { name: 'Cooperation' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('3');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Cooperation');
    await waitFor(() => expect(trigger).toHaveFocus());

    // Escape closes without choosing.
    await userEvent.keyboard(' ');
    await expect(await body.findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Cooperation');
    await expect(args.onValueChange).toHaveBeenCalledOnce();

    // ArrowDown opens too; ArrowDown then Enter picks the next option.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(body.getByRole('option', { name: 'Cooperation' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('4');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('others');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The open list, for design review: the chosen option is ticked, the pointed one highlighted. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Category' }));
    const listbox = await body.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'others' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(listbox).getByRole('option', { name: 'Cooperation' })).toHaveFocus();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../theme/contract.css';
import { SearchBox } from './SearchBox';

const meta = {
  title: 'UI/SearchBox',
  component: SearchBox,
  args: { onSearch: fn(), onValueChange: fn() },
  decorators: [
    (Story) => (
      // Room around the box so the focus ring is not cut off at the screenshot's edge.
      <div style={{ maxWidth: '5rem', padding: vars.space.sm }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A search landmark: type a word and press Enter to search. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Search designs' })).toBeInTheDocument();
    const input = canvas.getByRole('searchbox', { name: 'Search designs' });
    await expect(input).toHaveAttribute('placeholder', 'Search designs');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('rose');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('rose');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('rose');
    // The text stays for the next search.
    await expect(input).toHaveValue('rose');
  },
};

/** The search button submits too, with the surrounding spaces trimmed off. */
export const ButtonSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search designs' }), '  paisley blue  ');
    const button = canvas.getByRole('button', { name: 'Search' });
    await expect(button).toHaveAttribute('type', 'submit');
    await userEvent.click(button);
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('paisley blue');
  },
};

/** Controlled with a value from the page (e.g. the URL's `?q=`): it shows, and searches again as is. */
export const WithValue: Story = {
  args: { value: 'floral' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search designs' });
    await expect(input).toHaveValue('floral');
    // Controlled: a keystroke is reported, the parent (here: nobody) decides.
    await userEvent.type(input, 's');
    await expect(args.onValueChange).toHaveBeenCalledWith('florals');
    await expect(input).toHaveValue('floral');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('floral');
  },
};

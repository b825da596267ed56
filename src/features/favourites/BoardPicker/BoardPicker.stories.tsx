import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockBoards } from '../../../../mocks/handlers/member';
import { BoardPicker } from './BoardPicker';
import { blurFocus } from '../favourites.stories-support';

const meta = {
  title: 'Features/Favourites/BoardPicker',
  component: BoardPicker,
  args: { open: true, boards: mockBoards, onClose: fn(), onSave: fn(), onRetry: fn() },
  afterEach: blurFocus,
} satisfies Meta<typeof BoardPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Save to board' }));

/** 'Save to board': a search box and each board with Save, which hands that board over. */
export const Default: Story = {
  play: async ({ args }) => {
    const dlg = await dialog();
    await expect(dlg.getByRole('searchbox', { name: 'Search boards' })).toBeVisible();
    const rows = within(dlg.getByRole('list', { name: 'Boards' })).getAllByRole('listitem');
    await expect(rows.map((row) => within(row).getByRole('button').textContent)).toEqual([
      'Save to Coastal moodboard',
      'Save to Florals SS27',
      'Save to Kidswear prints',
    ]);
    await expect(dlg.getByText('Waves and stripes')).toBeVisible();
    await userEvent.click(dlg.getByRole('button', { name: 'Save to Florals SS27' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith(mockBoards[1]);
  },
};

/** The list narrows as the person types; a search that matches nothing says so. */
export const Search: Story = {
  play: async () => {
    const dlg = await dialog();
    const search = dlg.getByRole('searchbox', { name: 'Search boards' });
    await userEvent.type(search, 'KIDS');
    await expect(dlg.getAllByRole('listitem').map((row) => row.textContent)).toEqual(['Kidswear printsSave to Kidswear prints']);
    await userEvent.clear(search);
    await userEvent.type(search, 'zebra{Enter}');
    await expect(dlg.getByRole('heading', { name: 'No boards match “zebra”' })).toBeVisible();
    await expect(dlg.queryByRole('list', { name: 'Boards' })).not.toBeInTheDocument();
  },
};

/** While the boards load: a named spinner. */
export const Loading: Story = {
  args: { boards: undefined },
  play: async () => {
    const dlg = await dialog();
    await expect(dlg.getByRole('status')).toHaveTextContent('Loading boards');
    await expect(dlg.queryByRole('list', { name: 'Boards' })).not.toBeInTheDocument();
  },
};

/** No boards on the service yet: it says where to make one. */
export const Empty: Story = {
  args: { boards: [] },
  play: async () => {
    const dlg = await dialog();
    await expect(dlg.getByRole('heading', { name: 'No boards yet' })).toBeVisible();
    await expect(dlg.getByText('Create a board on Pinterest, then share this moodboard to it.')).toBeVisible();
  },
};

/** The boards could not be loaded: the server's words and Try again. */
export const Error: Story = {
  args: { boards: undefined, error: 'The pinboard service is not answering' },
  play: async ({ args }) => {
    const dlg = await dialog();
    await expect(dlg.getByRole('heading', { name: 'Your boards could not be loaded' })).toBeVisible();
    await expect(dlg.getByText('The pinboard service is not answering')).toBeVisible();
    await userEvent.click(dlg.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The close icon closes it without saving. */
export const Close: Story = {
  play: async ({ args }) => {
    const dlg = await dialog();
    await userEvent.click(dlg.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { personalHandlers } from '../../../../mocks/handlers';
import { fixtureSessions } from '../../../../mocks/fixtures/members';
import { Button } from '../../../ui/Button/Button';
import { pickerFoldersQuery } from '../favourites.queries';
import { recordBodies, signedInAs } from '../favourites.stories-support';
import { FavouritesPicker, type FavouritesPickerProps } from './FavouritesPicker';

/** Ada's three folders as the picker lists them for design 1001 (only 'Spring florals' holds it). */
const adaFolders = [
  { folderId: 11, title: 'Spring florals', hasProduct: 1 },
  { folderId: 12, title: 'Kidswear', hasProduct: 0 },
  { folderId: 13, title: 'Packaging ideas', hasProduct: 0 },
];

/** The picker with its open state, as a parent holds it. */
function PickerDemo({ open: initiallyOpen, onClose, ...args }: FavouritesPickerProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open picker
      </Button>
      <FavouritesPicker
        {...args}
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Features/Favourites/FavouritesPicker',
  component: FavouritesPicker,
  render: (args) => <PickerDemo {...args} />,
  args: {
    open: true,
    folders: adaFolders,
    search: '',
    onClose: fn(),
    onSearch: fn(),
    onSave: fn(),
    onRemove: fn(),
    onCreate: fn(),
  },
} satisfies Meta<typeof FavouritesPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Save to board' });

/**
 * 'Save to board': a search box and each folder with SAVE, or Saved when it holds the
 * design (hasProduct ≠ 0). SAVE asks to add, Saved asks to remove.
 */
export const Default: Story = {
  play: async ({ args }) => {
    const picker = within(await dialog());
    await expect(picker.getByRole('searchbox', { name: 'Search boards' })).toBeVisible();
    const rows = within(picker.getByRole('list', { name: 'Boards' })).getAllByRole('listitem');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Spring floralsSaved in Spring florals',
      'KidswearSAVE to Kidswear',
      'Packaging ideasSAVE to Packaging ideas',
    ]);

    await userEvent.click(picker.getByRole('button', { name: 'SAVE to Kidswear' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith(adaFolders[1]);
    await userEvent.click(picker.getByRole('button', { name: 'Saved in Spring florals' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(args.onRemove).toHaveBeenCalledWith(adaFolders[0]);
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

// Records what the picker's list call sends.
const picker = recordBodies('/api/personal/selectBookmarkSimple');

/** The picker fed by the real call, as SaveToBoard feeds it. */
function ConnectedPicker(args: FavouritesPickerProps) {
  const [search, setSearch] = useState('');
  // Keeps the last list while the next loads, so the dialog stays open during a search.
  const folders = useQuery({ ...pickerFoldersQuery(1001, search), placeholderData: keepPreviousData });
  return <FavouritesPicker {...args} folders={folders.data ?? []} search={search} onSearch={setSearch} open={folders.data !== undefined} />;
}

/**
 * Searching: Enter sends the text wrapped in percent signs (page 1 of 20 for this
 * design), and the list shows the folders that match.
 */
export const Searching: Story = {
  render: (args) => <ConnectedPicker {...args} />,
  parameters: { jotai: signedInAs(fixtureSessions.ada), msw: { handlers: { personal: [picker.handler, ...personalHandlers.default] } } },
  beforeEach: () => {
    picker.bodies.length = 0;
  },
  play: async () => {
    const dlg = within(await dialog());
    await expect(picker.bodies).toEqual([{ pageSize: 20, pageNum: 1, productId: 1001, title: '%%' }]);
    await expect(dlg.getAllByRole('listitem')).toHaveLength(3);

    await userEvent.type(dlg.getByRole('searchbox', { name: 'Search boards' }), 'kid{Enter}');
    await waitFor(() => expect(dlg.getAllByRole('listitem')).toHaveLength(1));
    await expect(picker.bodies.at(-1)).toEqual({ pageSize: 20, pageNum: 1, productId: 1001, title: '%kid%' });
    await expect(dlg.getByRole('listitem')).toHaveTextContent('Kidswear');
    await expect(dlg.getByRole('searchbox', { name: 'Search boards' })).toHaveValue('kid');
    // The box keeps focus while the list reloads, so the person can search again at once.
    await expect(dlg.getByRole('searchbox', { name: 'Search boards' })).toHaveFocus();
  },
};

/** Enter in the search box hands the trimmed text to the parent, which loads the list for it. */
export const SearchHandsOver: Story = {
  play: async ({ args }) => {
    const dlg = within(await dialog());
    await userEvent.type(dlg.getByRole('searchbox', { name: 'Search boards' }), '  spring {Enter}');
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('spring');
  },
};

/**
 * No folders yet: the picker says so, and a board is named right here: 'Create and save'
 * hands over the trimmed name (the owner makes the board and saves the design in it).
 */
export const Empty: Story = {
  args: { folders: [] },
  play: async ({ args }) => {
    const dlg = within(await dialog());
    await expect(dlg.getByRole('heading', { name: 'No boards yet' })).toBeVisible();
    await expect(dlg.getByText('Name a new board below: the design is saved in it.')).toBeVisible();
    await expect(dlg.queryByRole('list', { name: 'Boards' })).not.toBeInTheDocument();
    const form = within(dlg.getByRole('form', { name: 'New board' }));
    await userEvent.type(form.getByRole('textbox', { name: 'New board' }), '  Summer florals ');
    await userEvent.click(form.getByRole('button', { name: 'Create and save' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
    await expect(args.onCreate).toHaveBeenCalledWith('Summer florals');
  },
};

/** Without a way to make boards here (no onCreate), the empty picker points to Favorites. */
export const EmptyWithoutCreate: Story = {
  args: { folders: [], onCreate: undefined },
  play: async () => {
    const dlg = within(await dialog());
    await expect(dlg.getByText('Create a board in Favorites, then save designs to it.')).toBeVisible();
    await expect(dlg.queryByRole('form', { name: 'New board' })).not.toBeInTheDocument();
  },
};

/** A blank name is refused under the field with the folder rules' message; nothing is asked of the owner. */
export const NewBoardNeedsName: Story = {
  play: async ({ args }) => {
    const form = within(within(await dialog()).getByRole('form', { name: 'New board' }));
    await userEvent.type(form.getByRole('textbox', { name: 'New board' }), '   ');
    await userEvent.click(form.getByRole('button', { name: 'Create and save' }));
    const field = form.getByRole('textbox', { name: 'New board' });
    await expect(field).toHaveAccessibleDescription('The folder name cannot be empty');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onCreate).not.toHaveBeenCalled();
    // Typing clears the message.
    await userEvent.type(field, 'Kidswear 2');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * While the board is made, 'Create and save' spins and the boards' buttons wait; asking
 * again then (Enter in the name, another click) makes no second board.
 */
export const CreatingBoard: Story = {
  args: { creating: true },
  play: async ({ args }) => {
    const dlg = within(await dialog());
    const create = dlg.getByRole('button', { name: 'Create and save' });
    await expect(create).toHaveAttribute('aria-busy', 'true');
    await expect(dlg.getByRole('button', { name: 'SAVE to Kidswear' })).toBeDisabled();
    await userEvent.type(dlg.getByRole('textbox', { name: 'New board' }), 'Twice{Enter}');
    await userEvent.click(create);
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** The server's refusal of a new board's name is shown under the field, which keeps what was typed. */
export const NewBoardRefused: Story = {
  args: { createError: 'title is too long' },
  play: async () => {
    const dlg = within(await dialog());
    await expect(dlg.getByRole('textbox', { name: 'New board' })).toHaveAccessibleDescription('title is too long');
  },
};

/** A search that matches nothing names the search. */
export const NoMatch: Story = {
  args: { folders: [], search: 'zebra' },
  play: async () => {
    const dlg = within(await dialog());
    await expect(dlg.getByRole('heading', { name: 'No boards match “zebra”' })).toBeVisible();
    await expect(dlg.getByRole('searchbox', { name: 'Search boards' })).toHaveValue('zebra');
  },
};

/** While one folder changes, its button spins and the others wait. */
export const Busy: Story = {
  args: { busyFolderId: 12 },
  play: async ({ args }) => {
    const dlg = within(await dialog());
    const busy = dlg.getByRole('button', { name: 'SAVE to Kidswear' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(dlg.getByRole('button', { name: 'Saved in Spring florals' })).toBeDisabled();
    await expect(dlg.getByRole('button', { name: 'SAVE to Packaging ideas' })).toBeDisabled();
    await userEvent.click(busy);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The close icon closes it. */
export const ClosesByIcon: Story = {
  play: async ({ args }) => {
    const dlg = within(await dialog());
    await userEvent.click(dlg.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A click on the backdrop closes it. */
export const ClosesByBackdrop: Story = {
  play: async ({ args, canvasElement }) => {
    await dialog();
    const backdrop = canvasElement.ownerDocument.body.querySelector<HTMLElement>('[data-modal-backdrop]');
    await expect(backdrop).toBeVisible();
    await userEvent.click(backdrop!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectNoSidewaysScroll, expectTouchTarget, tap } from '../../../../.storybook/touch';
import { personalHandlers } from '../../../../mocks/handlers';
import { fixtureSessions } from '../../../../mocks/fixtures/members';
import { Button } from '../../../ui/Button/Button';
import { pickerFoldersQuery } from '../favourites.queries';
import { blurFocus, recordBodies, signedInAs } from '../favourites.stories-support';
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
  // The plays check where focus goes; the pictures show the dialog without a focus ring.
  afterEach: blurFocus,
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

/** Opens the new board's form with 'Create Moodboard'; focus is then in its name. */
async function openNewBoard() {
  const dlg = within(await dialog());
  await userEvent.click(dlg.getByRole('button', { name: 'Create Moodboard' }));
  const form = within(dlg.getByRole('form', { name: 'Create Moodboard' }));
  const name = form.getByRole('textbox', { name: 'Moodboard name' });
  await expect(name).toHaveFocus();
  return { dlg, form, name };
}

/**
 * No folders yet: the picker says so and offers 'Create Moodboard' as its main action. It
 * opens a name in place; Enter hands over the trimmed name (the owner makes the board and
 * saves the design in it).
 */
export const Empty: Story = {
  args: { folders: [] },
  play: async ({ args }) => {
    const dlg = within(await dialog());
    await expect(dlg.getByRole('heading', { name: 'No boards yet' })).toBeVisible();
    await expect(dlg.getByText('Create a moodboard here and save the design in it.')).toBeVisible();
    await expect(dlg.queryByRole('list', { name: 'Boards' })).not.toBeInTheDocument();
    await expect(dlg.queryByRole('form', { name: 'Create Moodboard' })).not.toBeInTheDocument();

    const { form, name } = await openNewBoard();
    await expect(form.getByRole('button', { name: 'Create and save' })).toBeVisible();
    await userEvent.type(name, '  Summer florals {Enter}');
    await expect(args.onCreate).toHaveBeenCalledOnce();
    await expect(args.onCreate).toHaveBeenCalledWith('Summer florals');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/**
 * The owner's answer: while the board is made the form waits; once it is made (here
 * folder 14, listed Saved) the form closes and focus goes to the new board's Saved.
 */
function CreatingPicker(args: FavouritesPickerProps) {
  const [folders, setFolders] = useState(args.folders);
  const [creating, setCreating] = useState(false);
  const [createdFolderId, setCreatedFolderId] = useState<number | null>(null);
  return (
    <PickerDemo
      {...args}
      folders={folders}
      creating={creating}
      createdFolderId={createdFolderId}
      onCreate={(title) => {
        args.onCreate(title);
        setCreating(true);
        setTimeout(() => {
          setFolders((current) => [...current, { folderId: 14, title, hasProduct: 1 }]);
          setCreating(false);
          setCreatedFolderId(14);
        }, 50);
      }}
    />
  );
}

/** With boards: 'Create Moodboard' under them; once the new board is made it is listed Saved and has focus. */
export const NewBoardSaved: Story = {
  render: (args) => <CreatingPicker {...args} />,
  play: async ({ args }) => {
    const { dlg, form } = await openNewBoard();
    await userEvent.type(form.getByRole('textbox', { name: 'Moodboard name' }), 'Autumn stripes');
    await userEvent.click(form.getByRole('button', { name: 'Create and save' }));
    await expect(args.onCreate).toHaveBeenCalledWith('Autumn stripes');
    const saved = await dlg.findByRole('button', { name: 'Saved in Autumn stripes' });
    await waitFor(() => expect(saved).toHaveFocus());
    // The form has closed, ready for another board.
    await expect(dlg.queryByRole('form', { name: 'Create Moodboard' })).not.toBeInTheDocument();
    await expect(dlg.getByRole('button', { name: 'Create Moodboard' })).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/**
 * A blank name gets the folder rules' message at the name, which keeps focus; nothing is
 * asked of the owner. Typing clears the message.
 */
export const NewBoardNeedsName: Story = {
  play: async ({ args }) => {
    const { form, name } = await openNewBoard();
    await userEvent.type(name, '   ');
    await userEvent.click(form.getByRole('button', { name: 'Create and save' }));
    await expect(name).toHaveAccessibleDescription('The folder name cannot be empty');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.type(name, 'Kidswear 2');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(name);
    // Shown again for the screenshot: the state this story is named after.
    await userEvent.keyboard('{Enter}');
    await expect(name).toHaveAccessibleDescription('The folder name cannot be empty');
  },
};

/**
 * While the board is made, 'Create and save' spins and the boards' buttons wait; asking
 * again then (Enter in the name, another click) makes no second board, and Escape does
 * not drop the form.
 */
export const CreatingBoard: Story = {
  args: { creating: true },
  play: async ({ args }) => {
    const { dlg, form, name } = await openNewBoard();
    const create = form.getByRole('button', { name: 'Create and save' });
    await expect(create).toHaveAttribute('aria-busy', 'true');
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dlg.getByRole('button', { name: 'SAVE to Kidswear' })).toBeDisabled();
    await userEvent.type(name, 'Twice{Enter}');
    await userEvent.click(create);
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.type(name, '{Escape}');
    await expect(dlg.getByRole('form', { name: 'Create Moodboard' })).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** An owner whose server refuses every new board with the envelope's words. */
function RefusingPicker(args: FavouritesPickerProps) {
  const [createError, setCreateError] = useState<string | undefined>();
  return (
    <PickerDemo
      {...args}
      createError={createError}
      onCreate={(title) => {
        args.onCreate(title);
        setCreateError(undefined);
        setTimeout(() => setCreateError('title is too long'), 50);
      }}
    />
  );
}

/**
 * The server's refusal is shown at the name, which keeps what was typed and takes focus
 * so the message is read out; editing the name clears it.
 */
export const NewBoardRefused: Story = {
  render: (args) => <RefusingPicker {...args} />,
  play: async ({ args }) => {
    const { form, name } = await openNewBoard();
    await userEvent.type(name, 'Summer florals');
    await userEvent.click(form.getByRole('button', { name: 'Create and save' }));
    await expect(args.onCreate).toHaveBeenCalledWith('Summer florals');
    await waitFor(() => expect(name).toHaveAccessibleDescription('title is too long'));
    await expect(name).toHaveValue('Summer florals');
    await expect(name).toHaveFocus();
    await userEvent.type(name, '!');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(name, '{Backspace}{Enter}');
    await waitFor(() => expect(name).toHaveAccessibleDescription('title is too long'));
  },
};

/**
 * Escape in the new board's form cancels the form, not the dialog: focus goes back to
 * 'Create Moodboard', and the next Escape closes the dialog. Cancel does the same; a form
 * opened again starts empty.
 */
export const NewBoardCancels: Story = {
  play: async ({ args }) => {
    const { dlg, name } = await openNewBoard();
    await userEvent.type(name, 'Not this one');
    await userEvent.keyboard('{Escape}');
    await expect(dlg.queryByRole('form', { name: 'Create Moodboard' })).not.toBeInTheDocument();
    await expect(dlg.getByRole('button', { name: 'Create Moodboard' })).toHaveFocus();
    await expect(args.onClose).not.toHaveBeenCalled();

    const again = await openNewBoard();
    await expect(again.name).toHaveValue('');
    await userEvent.type(again.name, 'Nor this');
    await userEvent.click(again.form.getByRole('button', { name: 'Cancel' }));
    await expect(dlg.getByRole('button', { name: 'Create Moodboard' })).toHaveFocus();
    await expect(args.onCreate).not.toHaveBeenCalled();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/**
 * On a 390 px phone the dialog is a full-screen sheet: the new board's name spans it and
 * its buttons sit under it, all finger-sized, with nothing scrolling sideways.
 */
export const NewBoardOnPhone: Story = {
  globals: { viewport: { value: 'phone390' } },
  args: { folders: [] },
  play: async ({ canvasElement }) => {
    const dlg = within(await dialog());
    const open = dlg.getByRole('button', { name: 'Create Moodboard' });
    await expectTouchTarget(open);
    await tap(open);
    const form = within(dlg.getByRole('form', { name: 'Create Moodboard' }));
    const name = form.getByRole('textbox', { name: 'Moodboard name' });
    await expect(name).toHaveFocus();
    await userEvent.type(name, '  ');
    await tap(form.getByRole('button', { name: 'Create and save' }));
    await expect(name).toHaveAccessibleDescription('The folder name cannot be empty');
    for (const button of [form.getByRole('button', { name: 'Cancel' }), form.getByRole('button', { name: 'Create and save' })]) {
      await expectTouchTarget(button);
    }
    const sheet = (await dialog()).getBoundingClientRect();
    const field = name.getBoundingClientRect();
    await expect(field.left).toBeGreaterThanOrEqual(sheet.left);
    await expect(field.right).toBeLessThanOrEqual(sheet.right);
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
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

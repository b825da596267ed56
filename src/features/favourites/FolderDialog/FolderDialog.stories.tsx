import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FolderDialog } from './FolderDialog';
import { blurFocus } from '../favourites.stories-support';

const kidswear = { title: 'Kidswear', desc: 'Playful dots and animals' };

const meta = {
  title: 'Features/Favourites/FolderDialog',
  component: FolderDialog,
  args: { open: true, mode: 'edit', initial: kidswear, onSubmit: fn(), onClose: fn() },
  afterEach: blurFocus,
} satisfies Meta<typeof FolderDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }));

/** Create: empty name and description, and Confirm sends them as typed (§5: creating has no checks). */
export const Create: Story = {
  args: { mode: 'create', initial: undefined },
  play: async ({ args }) => {
    const dlg = await dialog('Create Moodboard');
    await expect(dlg.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(dlg.getByRole('textbox', { name: 'Description' })).toHaveValue('');
    await userEvent.click(dlg.getByRole('button', { name: 'Confirm' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ title: '', desc: '' });
    await expect(dlg.queryByText('The folder name cannot be empty')).not.toBeInTheDocument();
  },
};

/** Create with values: what was typed is handed over. */
export const CreateFilled: Story = {
  args: { mode: 'create', initial: undefined },
  play: async ({ args }) => {
    const dlg = await dialog('Create Moodboard');
    await userEvent.type(dlg.getByRole('textbox', { name: 'Name' }), 'Border prints');
    await userEvent.type(dlg.getByRole('textbox', { name: 'Description' }), 'Wide borders for scarves{Enter}');
    await userEvent.click(dlg.getByRole('button', { name: 'Confirm' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ title: 'Border prints', desc: 'Wide borders for scarves\n' });
  },
};

/** Edit starts from the folder's name and description; a changed name is handed over. */
export const Edit: Story = {
  play: async ({ args }) => {
    const dlg = await dialog('Edit Moodboard');
    const name = dlg.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Kidswear');
    await expect(dlg.getByRole('textbox', { name: 'Description' })).toHaveValue('Playful dots and animals');
    await userEvent.clear(name);
    await userEvent.type(name, 'Kidswear SS27{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ title: 'Kidswear SS27', desc: 'Playful dots and animals' });
  },
};

/** Rename with an empty name: 'The folder name cannot be empty' under the name, focus there, nothing sent. */
export const EditEmptyName: Story = {
  play: async ({ args }) => {
    const dlg = await dialog('Edit Moodboard');
    const name = dlg.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.click(dlg.getByRole('button', { name: 'Confirm' }));
    await expect(dlg.getByText('The folder name cannot be empty')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('The folder name cannot be empty');
    await expect(name).toHaveFocus();
    await expect(dlg.queryByText('The folder description cannot be empty')).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Rename with a blank description: 'The folder description cannot be empty'; typing again clears it. */
export const EditEmptyDescription: Story = {
  play: async ({ args }) => {
    const dlg = await dialog('Edit Moodboard');
    const desc = dlg.getByRole('textbox', { name: 'Description' });
    await userEvent.clear(desc);
    await userEvent.type(desc, '   ');
    await userEvent.click(dlg.getByRole('button', { name: 'Confirm' }));
    await expect(dlg.getByText('The folder description cannot be empty')).toBeVisible();
    await expect(desc).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(desc, 'Dots');
    await expect(dlg.queryByText('The folder description cannot be empty')).not.toBeInTheDocument();
  },
};

/** Both empty: both messages, and focus on the first field that is wrong. */
export const EditBothEmpty: Story = {
  play: async ({ args }) => {
    const dlg = await dialog('Edit Moodboard');
    await userEvent.clear(dlg.getByRole('textbox', { name: 'Name' }));
    await userEvent.clear(dlg.getByRole('textbox', { name: 'Description' }));
    await userEvent.click(dlg.getByRole('button', { name: 'Confirm' }));
    await expect(dlg.getByText('The folder name cannot be empty')).toBeVisible();
    await expect(dlg.getByText('The folder description cannot be empty')).toBeVisible();
    await expect(dlg.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Name only (folder detail without a folder id): no description, and the name must not be empty. */
export const NameOnly: Story = {
  args: { mode: 'name', initial: undefined },
  play: async ({ args }) => {
    const dlg = await dialog('Create Moodboard');
    await expect(dlg.queryByRole('textbox', { name: 'Description' })).not.toBeInTheDocument();
    await userEvent.click(dlg.getByRole('button', { name: 'Confirm' }));
    await expect(dlg.getByText('The folder name cannot be empty')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(dlg.getByRole('textbox', { name: 'Name' }), 'Border prints{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ title: 'Border prints', desc: '' });
  },
};

/** Cancel closes without handing anything over. */
export const Cancel: Story = {
  play: async ({ args }) => {
    const dlg = await dialog('Edit Moodboard');
    await userEvent.click(dlg.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While saving: Confirm spins and ignores presses; the dialog cannot be dismissed. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const dlg = await dialog('Edit Moodboard');
    const confirm = dlg.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(dlg.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dlg.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Edit Moodboard' })).toBeVisible());
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

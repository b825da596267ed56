import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { personalHandlers } from '../../../../mocks/handlers';
import { fixtureSessions } from '../../../../mocks/fixtures/members';
import { world } from '../../../../mocks/world';
import { favouritesColumns } from '../../../ui/useColumns';
import { columnsForWidth } from '../../../ui/useColumns/columns';
import { TOKEN_KEY } from '../../session';
import {
  blurFocus,
  imagesLoaded,
  LoginDialogProbe,
  loginDialogState,
  recordBodies,
  refuseWith,
  signedInAs,
  toastShown,
} from '../favourites.stories-support';
import { expectNoSidewaysScroll, expectTouchTarget, tap } from '../../../../.storybook/touch';
import { FavouritesPage } from './FavouritesPage';

// What the page sends, recorded before the MSW world answers.
const listCall = recordBodies('/api/personal/selectBookmark');
const createCall = recordBodies('/api/personal/saveFolder');
const renameCall = recordBodies('/api/personal/renameFolder');
const deleteCall = recordBodies('/api/personal/deleteFolder');
const recorders = [listCall, createCall, renameCall, deleteCall];

/** The personal domain: the recorders, then any override, then the world (or another scenario). */
const personal = (...rest: HttpHandler[]) => ({
  personal: [...recorders.map((r) => r.handler), ...(rest.length > 0 ? rest : personalHandlers.default)],
});

const meta = {
  title: 'Features/Favourites/FavouritesPage',
  component: FavouritesPage,
  render: () => (
    <>
      <LoginDialogProbe />
      <FavouritesPage />
    </>
  ),
  parameters: {
    layout: 'fullscreen',
    route: { path: '/favorites' },
    jotai: signedInAs(fixtureSessions.ada),
    msw: { handlers: personal() },
  },
  beforeEach: () => {
    for (const recorder of recorders) recorder.bodies.length = 0;
    sessionStorage.clear();
  },
  afterEach: blurFocus,
} satisfies Meta<typeof FavouritesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: 'Moodboards' });
const folderTitles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);

/**
 * Ada's three folders, ten per call: each with covers, title, description and pattern
 * count, linking to its page; cells per row by the grid's width as the spec's table.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    const list = await grid(canvasElement);
    await expect(folderTitles(list)).toEqual(['Spring florals', 'Kidswear', 'Packaging ideas']);
    await expect(canvas.getByText('3 moodboards')).toBeVisible();
    await expect(listCall.bodies).toEqual([{ iDisplayStart: 0, iDisplayLength: 10, title: '%%' }]);

    const spring = within(canvas.getByRole('article', { name: 'Spring florals' }));
    await expect(spring.getByRole('link', { name: 'Spring florals' })).toHaveAttribute('href', '/folder?fid=11');
    await expect(spring.getByText('Soft florals for the SS27 dress line')).toBeVisible();
    await expect(spring.getByText('5 patterns')).toBeVisible();
    await expect(within(canvas.getByRole('article', { name: 'Kidswear' })).getByText('3 patterns')).toBeVisible();
    await expect(within(canvas.getByRole('article', { name: 'Packaging ideas' })).getByText('0 patterns')).toBeVisible();

    // The grid's cell count is the table's for the width it has (the exact boundaries: FolderGrid › CellsPerRow).
    const cells = columnsForWidth(list.clientWidth, favouritesColumns);
    await expect(list).toHaveAttribute('data-columns', String(cells));
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(cells);
    await expect(loginDialogState(canvasElement)).toHaveTextContent('closed');
    await imagesLoaded(canvasElement);
  },
};

/** While the folders load: a named spinner, and no count yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: { personal: personalHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The spinner's status line names what is loading.
    await expect(await canvas.findByText('Loading moodboards')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Moodboards' })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/^\d+ moodboards?$/)).not.toBeInTheDocument();
  },
};

/** No folders yet: says so, and offers to create one. */
export const Empty: Story = {
  parameters: { msw: { handlers: personal(...personalHandlers.empty) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No moodboards yet' })).toBeVisible();
    await expect(canvas.getByText('Create a moodboard, then save designs to it from the store with SAVE.')).toBeVisible();
    await expect(canvas.getByText('0 moodboards')).toBeVisible();
    const empty = within(canvas.getByRole('region', { name: 'No moodboards yet' }));
    await userEvent.click(empty.getByRole('button', { name: 'Create Moodboard' }));
    await expect(await screen.findByRole('dialog', { name: 'Create Moodboard' })).toBeVisible();
  },
};

/** The list could not be loaded: the server's words and Try again, which asks again. */
export const Error: Story = {
  parameters: { msw: { handlers: personal(...personalHandlers.error) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your moodboards could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('Server error, please try again later')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(listCall.bodies).toHaveLength(2));
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A visitor: the login dialog opens in sign-in mode instead of the folders; nothing is loaded. */
export const LoggedOut: Story = {
  parameters: { jotai: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(loginDialogState(canvasElement)).toHaveTextContent('signIn'));
    await expect(canvas.getByRole('heading', { name: 'Sign in to see your favourites' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create Moodboard' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Moodboards' })).not.toBeInTheDocument();
    await expect(listCall.bodies).toHaveLength(0);
    // /blank brings the visitor back here after the login reload.
    await expect(sessionStorage.getItem('returnTo')).toBe('/favorites');
  },
};

/** The session expired (680): the token is cleared and the login dialog opens. */
export const TokenExpired: Story = {
  parameters: {
    msw: { handlers: personal(refuseWith('/api/personal/selectBookmark', 680, 'Your session has expired, please log in again')) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(loginDialogState(canvasElement)).toHaveTextContent('signIn'));
    await expect(await canvas.findByRole('heading', { name: 'Sign in to see your favourites' })).toBeVisible();
    await expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  },
};

/**
 * Create Moodboard: name and description are sent as typed; the dialog closes, the server's
 * 'Operation succeeded' shows, and the new folder is in the grid.
 */
export const CreateFolder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Moodboard' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Moodboard' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Border prints');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Description' }), 'Wide borders for scarves');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));

    await expect(await screen.findByText('Operation succeeded')).toBeVisible();
    await expect(createCall.bodies).toEqual([{ title: 'Border prints', desc: 'Wide borders for scarves' }]);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(folderTitles(await grid(canvasElement))).toEqual(['Spring florals', 'Kidswear', 'Packaging ideas', 'Border prints']);
    await expect(canvas.getByText('4 moodboards')).toBeVisible();
    await toastShown('Operation succeeded');
    await imagesLoaded(canvasElement);
  },
};

/** Creating has no checks (§5): an empty name and description are sent, and the folder is listed untitled. */
export const CreateWithoutChecks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Moodboard' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Moodboard' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(createCall.bodies).toEqual([{ title: '', desc: '' }]));
    await expect(dialog.queryByText('The folder name cannot be empty')).not.toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: 'Untitled moodboard' })).toBeVisible();
    await toastShown('Operation succeeded');
    await imagesLoaded(canvasElement);
  },
};

/** Edit: the dialog starts from the folder; the new name is sent with its id and shows in the grid. */
export const RenameFolder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Kidswear' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Moodboard' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Kidswear');
    await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('Playful dots and animals');
    await userEvent.clear(name);
    await userEvent.type(name, 'Kidswear SS27');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));

    await expect(await screen.findByText('Operation succeeded')).toBeVisible();
    await expect(renameCall.bodies).toEqual([{ folderId: 12, title: 'Kidswear SS27', desc: 'Playful dots and animals' }]);
    await expect(folderTitles(await grid(canvasElement))).toEqual(['Spring florals', 'Kidswear SS27', 'Packaging ideas']);
    await toastShown('Operation succeeded');
    await imagesLoaded(canvasElement);
  },
};

/** Rename with an empty name: 'The folder name cannot be empty', and nothing is sent. */
export const RenameEmptyName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvasElement);
    await imagesLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Spring florals' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Moodboard' }));
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Name' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(dialog.getByText('The folder name cannot be empty')).toBeVisible();
    await expect(renameCall.bodies).toHaveLength(0);
  },
};

/** Rename with an empty description: 'The folder description cannot be empty', and nothing is sent. */
export const RenameEmptyDescription: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvasElement);
    await imagesLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Spring florals' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Moodboard' }));
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Description' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(dialog.getByText('The folder description cannot be empty')).toBeVisible();
    await expect(dialog.queryByText('The folder name cannot be empty')).not.toBeInTheDocument();
    await expect(renameCall.bodies).toHaveLength(0);
  },
};

/** A refused rename shows the server's desc as a toast; the dialog stays open with what was typed. */
export const RenameRefused: Story = {
  parameters: {
    msw: { handlers: personal(refuseWith('/api/personal/renameFolder', 404, 'This folder does not exist'), ...personalHandlers.default) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvasElement);
    await imagesLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Kidswear' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Moodboard' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), ' SS27');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(await screen.findByText('This folder does not exist')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Kidswear SS27');
    await expect(dialog.getByRole('button', { name: 'Confirm' })).not.toHaveAttribute('aria-busy');
    await toastShown('This folder does not exist');
  },
};

/**
 * Delete: 'Delete Moodboard' asks 'Are you sure you want to delete this moodboard?'.
 * Cancel keeps the folder; Confirm sends its id and it leaves the grid.
 */
export const DeleteFolder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Packaging ideas' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete Moodboard' });
    await expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete this moodboard?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(deleteCall.bodies).toHaveLength(0);
    await expect(canvas.getByRole('article', { name: 'Packaging ideas' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Delete Packaging ideas' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete Moodboard' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await expect(await screen.findByText('Operation succeeded')).toBeVisible();
    await expect(deleteCall.bodies).toEqual([{ folderId: 13 }]);
    await expect(folderTitles(await grid(canvasElement))).toEqual(['Spring florals', 'Kidswear']);
    await expect(canvas.getByText('2 moodboards')).toBeVisible();
    await toastShown('Operation succeeded');
    await imagesLoaded(canvasElement);
  },
};

/** Ten folders per call (§9): 'Show more moodboards' asks for the next ten from where the grid ends. */
export const ShowMore: Story = {
  beforeEach: () => {
    // Ada gets nine more empty folders: twelve in all.
    const w = world();
    for (let n = 1; n <= 9; n += 1) {
      w.folders.push({
        folderId: 300 + n,
        memberId: 1,
        title: `Season ${n}`,
        desc: `Ideas for season ${n}`,
        productIds: [],
        boardId: null,
        shareState: '',
      });
    }
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await grid(canvasElement);
    await expect(within(list).getAllByRole('article')).toHaveLength(10);
    await expect(canvas.getByText('12 moodboards')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more moodboards' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(12));
    await expect(listCall.bodies).toEqual([
      { iDisplayStart: 0, iDisplayLength: 10, title: '%%' },
      { iDisplayStart: 10, iDisplayLength: 10, title: '%%' },
    ]);
    await expect(folderTitles(list).slice(-2)).toEqual(['Season 8', 'Season 9']);
    await expect(canvas.queryByRole('button', { name: 'Show more moodboards' })).not.toBeInTheDocument();
    await imagesLoaded(canvasElement);
  },
};

/** The cells per row the grid shows, checked against the spec's table for its width. */
async function expectCellsByTable(list: HTMLElement, cells: number) {
  await expect(columnsForWidth(list.clientWidth, favouritesColumns)).toBe(cells);
  await waitFor(() => expect(list).toHaveAttribute('data-columns', String(cells)));
  await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(cells);
}

/**
 * On a phone (360 px) two folders a row, as the spec's table gives a grid of 560 px or
 * less; edit and delete are a finger's size, and a tap on a pencil opens 'Edit
 * Moodboard' as a full-screen sheet. Nothing scrolls sideways.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await grid(canvasElement);
    await expect(folderTitles(list)).toEqual(['Spring florals', 'Kidswear', 'Packaging ideas']);
    await expectCellsByTable(list, 2);
    await expectTouchTarget(canvas.getByRole('button', { name: 'Create Moodboard' }));
    await expectTouchTarget(canvas.getByRole('button', { name: 'Edit Kidswear' }));
    await expectTouchTarget(canvas.getByRole('button', { name: 'Delete Kidswear' }));
    await imagesLoaded(canvasElement);
    await expectNoSidewaysScroll(canvasElement.ownerDocument);

    await tap(canvas.getByRole('button', { name: 'Edit Kidswear' }));
    const sheet = await screen.findByRole('dialog', { name: 'Edit Moodboard' });
    await expect(within(sheet).getByRole('textbox', { name: 'Name' })).toHaveValue('Kidswear');
    const win = canvasElement.ownerDocument.defaultView!;
    await waitFor(() => expect(sheet.getBoundingClientRect().width).toBe(win.innerWidth));
    await expectTouchTarget(within(sheet).getByRole('button', { name: 'Confirm' }));
    await tap(within(sheet).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(renameCall.bodies).toEqual([]);
  },
};

/** On a tablet (768 px) three folders a row, by the same table; a tap on Create Moodboard opens its dialog. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet768' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await grid(canvasElement);
    await expectCellsByTable(list, 3);
    await imagesLoaded(canvasElement);
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
    await tap(canvas.getByRole('button', { name: 'Create Moodboard' }));
    await expect(await screen.findByRole('dialog', { name: 'Create Moodboard' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { memberHandlers, personalHandlers } from '../../../../mocks/handlers';
import { fixtureSessions } from '../../../../mocks/fixtures/members';
import { mockColourway } from '../../../../mocks/fixtures/catalogue';
import { world } from '../../../../mocks/world';
import { colourwayLabel } from '../../../domain/colourway';
import {
  blurFocus,
  imagesLoaded,
  LoginDialogProbe,
  loginDialogState,
  recordBodies,
  signedInAs,
  toastShown,
} from '../favourites.stories-support';
import { expectNoSidewaysScroll, expectTouchTarget, tap } from '../../../../.storybook/touch';
import { FolderDetailPage } from './FolderDetailPage';

// What the page sends, recorded before the MSW world answers.
const detailCall = recordBodies('/api/personal/selectBookmarkDetail');
const renameCall = recordBodies('/api/personal/renameFolder');
const removeCall = recordBodies('/api/personal/deleteBookmarkDetail');
const addCall = recordBodies('/api//personal/addFolder');
const shareCall = recordBodies('/api/member/openUploadPins');
const recorders = [detailCall, renameCall, removeCall, addCall, shareCall];

const personal = (...rest: HttpHandler[]) => [
  detailCall.handler,
  renameCall.handler,
  removeCall.handler,
  addCall.handler,
  ...(rest.length > 0 ? rest : personalHandlers.default),
];

const at = (url: string) => ({ path: '/folder', url });

const meta = {
  title: 'Features/Favourites/FolderDetailPage',
  component: FolderDetailPage,
  render: () => (
    <>
      <LoginDialogProbe />
      <FolderDetailPage />
    </>
  ),
  parameters: {
    layout: 'fullscreen',
    // Ada's 'Spring florals': designs 1001, 1011, 1021, 1031 and 1041.
    route: at('/folder?fid=11'),
    jotai: signedInAs(fixtureSessions.ada),
    msw: { handlers: { personal: personal(), member: [shareCall.handler, ...memberHandlers.default] } },
  },
  beforeEach: () => {
    for (const recorder of recorders) recorder.bodies.length = 0;
    sessionStorage.clear();
  },
  afterEach: blurFocus,
} satisfies Meta<typeof FolderDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('heading', { level: 1, name });
const designs = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Designs' }))
    .getAllByRole('article')
    .map((article) => article.textContent?.match(/PT-\d+/)?.[0]);

/**
 * Title, pattern count and description; the back arrow to /favorites; the edit icon (a
 * real folder); the designs as product cards (page 0 of 100), each with a delete.
 * Ada's pinterestAdmin is 0: no Quick Sharing.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Spring florals');
    await expect(canvas.getByText('5 patterns')).toBeVisible();
    await expect(canvas.getByText('Soft florals for the SS27 dress line')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Favorites' })).toHaveAttribute('href', '/favorites');
    await expect(canvas.getByRole('button', { name: 'Edit moodboard' })).toBeVisible();
    await expect(detailCall.bodies).toEqual([{ folderId: 11, pageNum: 0, pageSize: 100 }]);

    await expect(designs(canvasElement)).toEqual(['PT-01001', 'PT-01011', 'PT-01021', 'PT-01031', 'PT-01041']);
    const first = canvas.getByRole('article', { name: 'PT-01001' });
    await expect(first).toHaveTextContent('$156.00');
    await expect(within(first).getByRole('link', { name: /opens in a new tab/ })).toHaveAttribute('href', '/detail/1001');
    await expect(canvas.getAllByRole('button', { name: /^Delete PT-/ })).toHaveLength(5);
    await imagesLoaded(canvasElement);
    // By now the member info has long answered: pinterestAdmin 0 shows no sharing.
    await expect(canvas.queryByRole('button', { name: 'Quick Sharing' })).not.toBeInTheDocument();
    await expect(loginDialogState(canvasElement)).toHaveTextContent('closed');
  },
};

/** Folder -1 (every saved design) cannot be edited: no edit icon, no deletes, no sharing. */
export const AllSavedDesigns: Story = {
  parameters: { route: at('/folder?fid=-1'), jotai: signedInAs(fixtureSessions.pin) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'All saved designs');
    await expect(canvas.getByText('7 patterns')).toBeVisible();
    await expect(designs(canvasElement)).toHaveLength(7);
    await expect(canvas.queryByRole('button', { name: 'Edit moodboard' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    await imagesLoaded(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Quick Sharing|Sharing With Pinterest/ })).not.toBeInTheDocument();
  },
};

/** A folder with no designs says so. */
export const Empty: Story = {
  parameters: { route: at('/folder?fid=13') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Packaging ideas');
    await expect(canvas.getByText('0 patterns')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'This moodboard is empty' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Designs' })).not.toBeInTheDocument();
  },
};

/** While the folder loads: a named spinner, and the way back already there. */
export const Loading: Story = {
  parameters: { msw: { handlers: { personal: personalHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading moodboard')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to Favorites' })).toHaveAttribute('href', '/favorites');
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};

/** The folder could not be loaded: the server's words and Try again, which asks again. */
export const Error: Story = {
  parameters: { msw: { handlers: { personal: personal(...personalHandlers.error) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'This moodboard could not be loaded');
    await expect(canvas.getByText('Server error, please try again later')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(detailCall.bodies).toHaveLength(2));
  },
};

/** Another member's folder, or one that is gone: the server's 'This folder does not exist'. */
export const NotFound: Story = {
  parameters: { route: at('/folder?fid=21') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'This moodboard could not be loaded');
    await expect(canvas.getByText('This folder does not exist')).toBeVisible();
  },
};

/** A visitor: the login dialog opens instead of the folder, which is remembered for /blank. */
export const LoggedOut: Story = {
  parameters: { jotai: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(loginDialogState(canvasElement)).toHaveTextContent('signIn'));
    await expect(canvas.getByRole('heading', { name: 'Sign in to see this moodboard' })).toBeVisible();
    await expect(sessionStorage.getItem('returnTo')).toBe('/folder?fid=11');
    await expect(detailCall.bodies).toHaveLength(0);
  },
};

/** The edit icon renames the folder (its id, name and description are sent) and the header follows. */
export const EditFolder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Spring florals');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit moodboard' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Moodboard' }));
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Spring florals');
    const desc = dialog.getByRole('textbox', { name: 'Description' });
    await userEvent.clear(desc);
    await userEvent.type(desc, 'Soft florals for dresses and blouses');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));

    await expect(await screen.findByText('Operation succeeded')).toBeVisible();
    await expect(renameCall.bodies).toEqual([{ folderId: 11, title: 'Spring florals', desc: 'Soft florals for dresses and blouses' }]);
    await expect(await canvas.findByText('Soft florals for dresses and blouses')).toBeVisible();
    await toastShown('Operation succeeded');
    await imagesLoaded(canvasElement);
  },
};

/** The rename checks apply here too: both messages, nothing sent. */
export const EditChecks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Spring florals');
    await imagesLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit moodboard' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Moodboard' }));
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Name' }));
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Description' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(dialog.getByText('The folder name cannot be empty')).toBeVisible();
    await expect(dialog.getByText('The folder description cannot be empty')).toBeVisible();
    await expect(renameCall.bodies).toHaveLength(0);
  },
};

/**
 * Deleting a design asks first ('Delete Pattern'); Cancel keeps it, Confirm sends the folder
 * and the design, and the card and the count follow.
 */
export const DeleteItem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Spring florals');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete PT-01011' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete Pattern' });
    await expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete this pattern from the moodboard?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(removeCall.bodies).toHaveLength(0);

    await userEvent.click(canvas.getByRole('button', { name: 'Delete PT-01011' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete Pattern' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await expect(await screen.findByText('Operation succeeded')).toBeVisible();
    await expect(removeCall.bodies).toEqual([{ folderId: 11, productId: 1011 }]);
    await expect(designs(canvasElement)).toEqual(['PT-01001', 'PT-01021', 'PT-01031', 'PT-01041']);
    await expect(canvas.getByText('4 patterns')).toBeVisible();
    await toastShown('Operation succeeded');
    await imagesLoaded(canvasElement);
  },
};

/** PT-01021’s palette with its first three colours changed: a colourway saved from its detail page (issue 20). */
const colourway1021 = () => mockColourway(world().designById.get(1021)!, ['#2e6f40', '#6a4c93', '#d1495b']);

const withColourway = () => {
  world().folders.find((f) => f.folderId === 11)!.colourwayItems = [{ productId: 1021, colourway: colourway1021() }];
};

/**
 * A colourway saved beside the design in its own colours: both cards show, the
 * colourway's with its cover drawn in its colours and its swatches.
 */
export const Colourways: Story = {
  beforeEach: withColourway,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Spring florals');
    await expect(canvas.getByText('6 patterns')).toBeVisible();
    await expect(designs(canvasElement)).toEqual(['PT-01021', 'PT-01001', 'PT-01011', 'PT-01021', 'PT-01031', 'PT-01041']);
    const [recoloured, own] = canvas.getAllByRole('article', { name: 'PT-01021' });
    await expect(recoloured!.querySelector('img')).toHaveAttribute('src', expect.stringContaining(`cw=${colourway1021()}`));
    await expect(own!.querySelector('img')!.getAttribute('src')).not.toContain('cw=');
    await expect(canvas.getAllByText('Colourway')).toHaveLength(1);
    await imagesLoaded(canvasElement);
  },
};

/** Deleting a colourway sends its colours and leaves the design's own card. */
export const DeleteColourway: Story = {
  beforeEach: withColourway,
  play: async (context) => {
    await Colourways.play!(context);
    const canvas = within(context.canvasElement);
    const canvasElement = context.canvasElement;
    await userEvent.click(canvas.getByRole('button', { name: `Delete PT-01021, ${colourwayLabel(colourway1021())}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Pattern' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await expect(await screen.findByText('Operation succeeded')).toBeVisible();
    await expect(removeCall.bodies).toEqual([{ folderId: 11, productId: 1021, colourway: colourway1021() }]);
    await expect(designs(canvasElement)).toEqual(['PT-01001', 'PT-01011', 'PT-01021', 'PT-01031', 'PT-01041']);
    await expect(canvas.queryByText('Colourway')).not.toBeInTheDocument();
    await toastShown('Operation succeeded');
    await imagesLoaded(canvasElement);
  },
};

/**
 * /folder without an id: the member names a new folder (addFolder, the spec's double-slash
 * path, with the title only); the name must not be empty; then the new folder shows.
 */
export const NoFolderId: Story = {
  parameters: { route: at('/folder') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'New moodboard');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Moodboard' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Moodboard' }));
    await expect(dialog.queryByRole('textbox', { name: 'Description' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(dialog.getByText('The folder name cannot be empty')).toBeVisible();
    await expect(addCall.bodies).toHaveLength(0);

    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Border prints');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await heading(canvasElement, 'Border prints');
    await expect(addCall.bodies).toEqual([{ title: 'Border prints' }]);
    await expect(canvas.getByText('0 patterns')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'This moodboard is empty' })).toBeVisible();
    await toastShown('Operation succeeded');
  },
};

/** A folder id that is not one (text, 0) is treated as none. */
export const InvalidFolderId: Story = {
  parameters: { route: at('/folder?fid=abc') },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'New moodboard');
    await expect(detailCall.bodies).toHaveLength(0);
  },
};

/** pinterestAdmin 1 and a shared folder: 'Sharing With Pinterest' beside the title. */
export const PinterestSharing: Story = {
  parameters: { route: at('/folder?fid=21'), jotai: signedInAs(fixtureSessions.pin) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Coastal moodboard');
    await expect(await canvas.findByRole('button', { name: 'Sharing With Pinterest' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit moodboard' })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** pinterestAdmin 1: Quick Sharing opens 'Save to board'; Save on a board starts the upload. */
export const QuickSharing: Story = {
  parameters: { route: at('/folder?fid=22'), jotai: signedInAs(fixtureSessions.pin) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Paisley study');
    const share = await canvas.findByRole('button', { name: 'Quick Sharing' });
    await userEvent.click(share);
    const picker = within(await screen.findByRole('dialog', { name: 'Save to board' }));
    await userEvent.click(await picker.findByRole('button', { name: 'Save to Coastal moodboard' }));
    await waitFor(() => expect(canvas.getByText('Are Uploading...', { selector: '[role="status"]' })).toBeInTheDocument());
    await waitFor(() => expect(shareCall.bodies).toEqual([{ boardId: 'board-coastal', folderId: 22 }]));
    // Focus came back to the button; away from it, it says the upload is under way.
    await waitFor(() => expect(share).toHaveFocus());
    share.blur();
    await expect(await canvas.findByRole('button', { name: 'Are Uploading...' })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

const designColumns = (canvasElement: HTMLElement) =>
  getComputedStyle(within(canvasElement).getByRole('list', { name: 'Designs' })).gridTemplateColumns.split(' ').length;

/**
 * On a phone (360 px) the designs two a row; the back arrow, the pencil and each bin are a
 * finger's size, and a tap on a bin asks 'Delete Pattern'. Nothing scrolls sideways.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Spring florals');
    await expect(designs(canvasElement)).toEqual(['PT-01001', 'PT-01011', 'PT-01021', 'PT-01031', 'PT-01041']);
    await expect(designColumns(canvasElement)).toBe(2);
    await expectTouchTarget(canvas.getByRole('link', { name: 'Back to Favorites' }));
    await expectTouchTarget(canvas.getByRole('button', { name: 'Edit moodboard' }));
    await expectTouchTarget(canvas.getByRole('button', { name: 'Delete PT-01011' }));
    await imagesLoaded(canvasElement);
    await expectNoSidewaysScroll(canvasElement.ownerDocument);

    await tap(canvas.getByRole('button', { name: 'Delete PT-01011' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Pattern' });
    await expectTouchTarget(within(confirm).getByRole('button', { name: 'Confirm' }));
    await tap(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(removeCall.bodies).toHaveLength(0);
  },
};

/**
 * A shared folder on a phone (390 px): the sharing button on a row of its own under the
 * title; a first tap offers 'Stop sharing' (a finger cannot hover), a second stops it.
 */
export const PhoneSharing: Story = {
  globals: { viewport: { value: 'phone390' } },
  parameters: { route: at('/folder?fid=21'), jotai: signedInAs(fixtureSessions.pin) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await heading(canvasElement, 'Coastal moodboard');
    const share = await canvas.findByRole('button', { name: 'Sharing With Pinterest' });
    await expect(share.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom);
    await expectTouchTarget(share);
    await tap(share);
    await expect(share).toHaveAccessibleName('Stop sharing');
    await tap(share);
    await expect(await canvas.findByRole('button', { name: 'Quick Sharing' })).toBeVisible();
    await imagesLoaded(canvasElement);
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
  },
};

/** On a tablet (768 px) the designs three a row (the store's table), nothing sideways. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet768' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Spring florals');
    await expect(designColumns(canvasElement)).toBe(3);
    await imagesLoaded(canvasElement);
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
    await tap(canvas.getByRole('button', { name: 'Edit moodboard' }));
    await expect(await screen.findByRole('dialog', { name: 'Edit Moodboard' })).toBeVisible();
  },
};

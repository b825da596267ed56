import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAtomValue } from 'jotai';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectNoSidewaysScroll, expectTouchTarget, tap } from '../../../../.storybook/touch';
import { personalHandlers } from '../../../../mocks/handlers';
import { endpoints } from '../../../api/endpoints';
import { fixtureSessions, fixtureTokens } from '../../../../mocks/fixtures/members';
import { sprinkles } from '../../../ui/styles/sprinkles.css';
import { loginDialogAtom, TOKEN_KEY } from '../../session';
import { blurFocus, recordBodies, refuseWith, signedInAs, toastShown } from '../favourites.stories-support';
import { SaveToBoard, type SaveToBoardProps } from './SaveToBoard';

/** Shows what the app's login dialog would show: the panel asked for, or 'closed'. */
function LoginDialogProbe() {
  const panel = useAtomValue(loginDialogAtom);
  return <output aria-label="Login dialog">Login dialog: {panel ?? 'closed'}</output>;
}

const listCall = recordBodies('/api/personal/selectBookmarkSimple');
const newBoardCall = recordBodies(endpoints.addFolder.path);
const addCall = recordBodies('/api/personal/addBookmarkDetail');
/** The personal domain's handlers: the recorders first, then any override, then the world. */
const withRecording = (...overrides: HttpHandler[]) => ({
  personal: [listCall.handler, newBoardCall.handler, addCall.handler, ...overrides, ...personalHandlers.default],
});

const meta = {
  title: 'Features/Favourites/SaveToBoard',
  component: SaveToBoard,
  render: (args: SaveToBoardProps) => (
    <div className={sprinkles({ display: 'flex', alignItems: 'center', gap: 'xl' })}>
      <SaveToBoard {...args} />
      <LoginDialogProbe />
    </div>
  ),
  // Design 1002 is in none of Ada's folders.
  args: { productId: 1002, collectionId: null, hasCollection: 0, onChange: fn() },
  parameters: { jotai: signedInAs(fixtureSessions.ada), msw: { handlers: withRecording() } },
  beforeEach: () => {
    for (const call of [listCall, newBoardCall, addCall]) call.bodies.length = 0;
  },
} satisfies Meta<typeof SaveToBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

// `hidden`: while the picker is open, the page behind it is hidden from assistive technology.
const loginDialog = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Login dialog', hidden: true });
const pickerDialog = () => screen.findByRole('dialog', { name: 'Save to board' });

/** Logged out: SAVE asks the app for the login dialog in sign-in mode; nothing is loaded or changed. */
export const LoggedOut: Story = {
  parameters: { jotai: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(loginDialog(canvasElement)).toHaveTextContent('closed');
    await userEvent.click(canvas.getByRole('button', { name: 'SAVE' }));
    await expect(loginDialog(canvasElement)).toHaveTextContent('signIn');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(listCall.bodies).toHaveLength(0);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Logged in: SAVE loads the folder list (page 1 of 20, title '%%') and then opens the picker. */
export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'SAVE' }));
    const picker = within(await pickerDialog());
    await expect(listCall.bodies).toEqual([{ pageSize: 20, pageNum: 1, productId: 1002, title: '%%' }]);
    await expect(picker.getAllByRole('button', { name: /^SAVE to / }).map((b) => b.textContent)).toEqual([
      'SAVE to Spring florals',
      'SAVE to Kidswear',
      'SAVE to Packaging ideas',
    ]);
    await expect(loginDialog(canvasElement)).toHaveTextContent('closed');
  },
};

/** Searching in the picker reloads the list for '%text%'; SAVE then works on the filtered list. */
export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'SAVE' }));
    const picker = within(await pickerDialog());
    await userEvent.type(picker.getByRole('searchbox', { name: 'Search boards' }), 'pack{Enter}');
    await waitFor(() => expect(picker.getAllByRole('listitem')).toHaveLength(1));
    await expect(listCall.bodies.at(-1)).toEqual({ pageSize: 20, pageNum: 1, productId: 1002, title: '%pack%' });
    await userEvent.click(picker.getByRole('button', { name: 'SAVE to Packaging ideas' }));
    await expect(await picker.findByRole('button', { name: 'Saved in Packaging ideas' })).toBeEnabled();
    // The reload after the change keeps the search.
    await expect(listCall.bodies.at(-1)).toEqual({ pageSize: 20, pageNum: 1, productId: 1002, title: '%pack%' });
    await expect(args.onChange).toHaveBeenCalledWith({ collectionId: 13, hasCollection: 1 });
  },
};

/** A saved design (hasCollection above 0) shows Saved. */
export const Saved: Story = {
  args: { productId: 1001, collectionId: 11, hasCollection: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saved' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'SAVE' })).not.toBeInTheDocument();
  },
};

/**
 * SAVE on a folder adds the design: the list reloads and shows the folder Saved, the
 * control turns to Saved, and onChange gets that folder and hasCollection one higher.
 */
export const Add: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'SAVE' }));
    const picker = within(await pickerDialog());
    await userEvent.click(picker.getByRole('button', { name: 'SAVE to Kidswear' }));

    await expect(await picker.findByRole('button', { name: 'Saved in Kidswear' })).toBeEnabled();
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({ collectionId: 12, hasCollection: 1 });
    // The list was loaded again after the change; behind the dialog the control already says Saved.
    await expect(listCall.bodies).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Saved', hidden: true })).toBeInTheDocument();

    // The picker stays open for more boards; closing it shows the control as Saved.
    await userEvent.click(picker.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Saved' })).toBeVisible();
  },
};

/** Saved on a folder removes the design: SAVE again, hasCollection one lower, no collection left. */
export const Remove: Story = {
  // Design 1001 is in Ada's 'Spring florals' (folder 11) only.
  args: { productId: 1001, collectionId: 11, hasCollection: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Saved' }));
    const picker = within(await pickerDialog());
    await userEvent.click(picker.getByRole('button', { name: 'Saved in Spring florals' }));

    await expect(await picker.findByRole('button', { name: 'SAVE to Spring florals' })).toBeEnabled();
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({ collectionId: null, hasCollection: 0 });
    await expect(listCall.bodies).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'SAVE' })).toBeVisible();
  },
};

/** Code 680 (token expired) on the folder list: the login dialog opens in sign-in mode, no picker. */
export const TokenExpired: Story = {
  parameters: {
    msw: {
      handlers: withRecording(refuseWith('/api/personal/selectBookmarkSimple', 680, 'Your session has expired, please log in again')),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(loginDialog(canvasElement)).toHaveTextContent('signIn'));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
    // 680 also clears the stored token (the session's api bridge).
    await waitFor(() => expect(localStorage.getItem(TOKEN_KEY)).toBeNull());
  },
};

/** Code 601 (not logged in) on the folder list: the login dialog opens in sign-in mode, no picker. */
export const NotLoggedIn: Story = {
  parameters: { msw: { handlers: withRecording(refuseWith('/api/personal/selectBookmarkSimple', 601, 'Please log in first')) } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(loginDialog(canvasElement)).toHaveTextContent('signIn'));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Any other failure shows the server's message as a toast; the picker stays shut. */
export const Error: Story = {
  parameters: { msw: { handlers: { personal: personalHandlers.error } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'SAVE' }));
    const toast = await screen.findByText('Server error, please try again later');
    await expect(toast).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(loginDialog(canvasElement)).toHaveTextContent('closed');
    await expect(args.onChange).not.toHaveBeenCalled();
    await toastShown('Server error, please try again later');
  },
};

/** A refused add ('Product exist') is a toast; the folder and the control stay as they were. */
export const AddRefused: Story = {
  parameters: { msw: { handlers: withRecording(refuseWith('/api/personal/addBookmarkDetail', 409, 'Product exist')) } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'SAVE' }));
    const picker = within(await pickerDialog());
    await userEvent.click(picker.getByRole('button', { name: 'SAVE to Kidswear' }));
    await expect(await screen.findByText('Product exist')).toBeVisible();
    await expect(picker.getByRole('button', { name: 'SAVE to Kidswear' })).toBeEnabled();
    await expect(args.onChange).not.toHaveBeenCalled();
    await toastShown('Product exist');
  },
};

/** While the folder list loads, the control is busy and the picker is not shown. */
export const Loading: Story = {
  parameters: { msw: { handlers: { personal: personalHandlers.slow } } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'SAVE' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** A member without boards: 'Fresh Textiles', signed up a minute ago. */
const freshMember = { token: fixtureTokens.fresh, userName: 'fresh', email: 'fresh@example.com', companyName: 'Fresh Textiles' };

/** Opens the picker from the story's SAVE, then the new board's name with 'Create Moodboard'. */
async function openNewBoard(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'SAVE' }));
  const picker = within(await pickerDialog());
  await userEvent.click(picker.getByRole('button', { name: 'Create Moodboard' }));
  const name = picker.getByRole('textbox', { name: 'Moodboard name' });
  await expect(name).toHaveFocus();
  return { picker, name };
}

/**
 * A new member saves a first design without leaving the store: the empty picker offers
 * 'Create Moodboard'; a name and Enter make the board (addFolder) and save the design in
 * it (addBookmarkDetail). The list shows it Saved, with focus, and the control turns to
 * Saved, as after SAVE on any board.
 */
export const CreateBoardAndSave: Story = {
  parameters: { jotai: signedInAs(freshMember) },
  afterEach: blurFocus,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'SAVE' }));
    const picker = within(await pickerDialog());
    await expect(picker.getByRole('heading', { name: 'No boards yet' })).toBeVisible();
    await expect(picker.getByText('Create a moodboard here and save the design in it.')).toBeVisible();
    await userEvent.click(picker.getByRole('button', { name: 'Create Moodboard' }));
    await userEvent.type(picker.getByRole('textbox', { name: 'Moodboard name' }), 'First finds{Enter}');

    const saved = await picker.findByRole('button', { name: 'Saved in First finds' });
    await expect(saved).toBeEnabled();
    await waitFor(() => expect(saved).toHaveFocus());
    await expect(newBoardCall.bodies).toEqual([{ title: 'First finds' }]);
    await expect(addCall.bodies).toEqual([{ folderId: expect.any(Number), productId: 1002 }]);
    const folderId = (addCall.bodies[0] as { folderId: number }).folderId;
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({ collectionId: folderId, hasCollection: 1 });
    // The form has closed for another board; behind the dialog the control says Saved.
    await expect(picker.queryByRole('textbox', { name: 'Moodboard name' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Saved', hidden: true })).toBeInTheDocument();
  },
};

/**
 * A member with boards makes another one from a search that would hide it: the list comes
 * back without the search, every board there and the new one Saved.
 */
export const CreateAnotherBoard: Story = {
  afterEach: blurFocus,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'SAVE' }));
    const picker = within(await pickerDialog());
    const search = picker.getByRole('searchbox', { name: 'Search boards' });
    await userEvent.type(search, 'kid{Enter}');
    await waitFor(() => expect(picker.getAllByRole('listitem')).toHaveLength(1));

    await userEvent.click(picker.getByRole('button', { name: 'Create Moodboard' }));
    const form = within(picker.getByRole('form', { name: 'Create Moodboard' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Moodboard name' }), 'Autumn stripes');
    await userEvent.click(form.getByRole('button', { name: 'Create and save' }));

    const saved = await picker.findByRole('button', { name: 'Saved in Autumn stripes' });
    await waitFor(() => expect(saved).toHaveFocus());
    await expect(search).toHaveValue('');
    await expect(listCall.bodies.at(-1)).toEqual({ pageSize: 20, pageNum: 1, productId: 1002, title: '%%' });
    await expect(picker.getAllByRole('button', { name: /^SAVE to / }).map((b) => b.textContent)).toEqual([
      'SAVE to Spring florals',
      'SAVE to Kidswear',
      'SAVE to Packaging ideas',
    ]);
    await expect(newBoardCall.bodies).toEqual([{ title: 'Autumn stripes' }]);
    await expect(args.onChange).toHaveBeenCalledWith({ collectionId: expect.any(Number), hasCollection: 1 });
  },
};

/** A blank name gets the folder rules' message at the field; nothing is sent, no board is made. */
export const CreateBoardNeedsName: Story = {
  parameters: { jotai: signedInAs(freshMember) },
  afterEach: blurFocus,
  play: async ({ canvasElement, args }) => {
    const { picker, name } = await openNewBoard(canvasElement);
    await userEvent.type(name, '   {Enter}');
    await expect(name).toHaveAccessibleDescription('The folder name cannot be empty');
    await expect(name).toHaveFocus();
    await expect(newBoardCall.bodies).toEqual([]);
    await expect(addCall.bodies).toEqual([]);
    await expect(picker.getByRole('heading', { name: 'No boards yet' })).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * The server refuses the name (here its length rule): its words are shown at the field,
 * which keeps what was typed; no board, nothing saved.
 */
export const CreateBoardRefused: Story = {
  parameters: {
    jotai: signedInAs(freshMember),
    msw: { handlers: withRecording(refuseWith(endpoints.addFolder.path, 400, 'title is too long')) },
  },
  afterEach: blurFocus,
  play: async ({ canvasElement, args }) => {
    const { picker, name } = await openNewBoard(canvasElement);
    await userEvent.type(name, 'Moodboard');
    await userEvent.click(picker.getByRole('button', { name: 'Create and save' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('title is too long'));
    await expect(name).toHaveValue('Moodboard');
    await expect(name).toHaveFocus();
    await expect(picker.getByRole('heading', { name: 'No boards yet' })).toBeVisible();
    await expect(addCall.bodies).toEqual([]);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** addFolder fails at the network once per story, then works again (the next handler answers). */
let newBoardNetworkDown = false;
const newBoardNetworkOnce = {
  jotai: signedInAs(freshMember),
  msw: {
    handlers: withRecording(
      http.post(`*${endpoints.addFolder.path}`, () => {
        if (!newBoardNetworkDown) return;
        newBoardNetworkDown = false;
        return HttpResponse.error();
      }),
    ),
  },
};
const networkDownForNewBoard = () => {
  newBoardNetworkDown = true;
};

/**
 * The network fails while the board is asked for: the field says the server could not be
 * reached and keeps the name; no board, nothing saved.
 */
export const CreateBoardNetworkError: Story = {
  parameters: newBoardNetworkOnce,
  beforeEach: networkDownForNewBoard,
  afterEach: blurFocus,
  play: async ({ canvasElement, args }) => {
    const { picker, name } = await openNewBoard(canvasElement);
    await userEvent.type(name, 'First finds{Enter}');
    await waitFor(() => expect(name).toHaveAccessibleDescription('The server could not be reached.'));
    await expect(name).toHaveValue('First finds');
    await expect(name).toHaveFocus();
    await expect(picker.getByRole('heading', { name: 'No boards yet' })).toBeVisible();
    await expect(addCall.bodies).toEqual([]);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Nothing was lost: once the network is back, 'Create and save' makes the board from the kept name and saves the design. */
export const CreateBoardAfterNetworkError: Story = {
  parameters: newBoardNetworkOnce,
  beforeEach: networkDownForNewBoard,
  afterEach: blurFocus,
  play: async (ctx) => {
    await CreateBoardNetworkError.play!(ctx);
    const picker = within(await pickerDialog());
    await userEvent.click(picker.getByRole('button', { name: 'Create and save' }));
    await expect(await picker.findByRole('button', { name: 'Saved in First finds' })).toBeEnabled();
    await expect(ctx.args.onChange).toHaveBeenCalledOnce();
    await expect(newBoardCall.bodies).toEqual([{ title: 'First finds' }, { title: 'First finds' }]);
  },
};

/**
 * The board is made but saving the design in it fails: the toast says why (as for SAVE on
 * any board), and the list shows the new board with SAVE, focused, to try again; the name
 * is not kept, so a second board of that name is not made by mistake.
 */
export const CreateBoardSaveFails: Story = {
  parameters: {
    jotai: signedInAs(freshMember),
    msw: { handlers: withRecording(refuseWith('/api/personal/addBookmarkDetail', 500, 'Server error, please try again later')) },
  },
  afterEach: blurFocus,
  play: async ({ canvasElement, args }) => {
    const { picker, name } = await openNewBoard(canvasElement);
    await userEvent.type(name, 'First finds{Enter}');
    const save = await picker.findByRole('button', { name: 'SAVE to First finds' });
    await waitFor(() => expect(save).toHaveFocus());
    await expect(picker.queryByRole('textbox', { name: 'Moodboard name' })).not.toBeInTheDocument();
    await expect(newBoardCall.bodies).toEqual([{ title: 'First finds' }]);
    await expect(args.onChange).not.toHaveBeenCalled();
    await toastShown('Server error, please try again later');
  },
};

/**
 * On a 390 px phone, by finger: the picker is a full-screen sheet, 'Create Moodboard' and
 * the form's buttons are finger-sized, and the new board ends Saved without sideways scrolling.
 */
export const CreateBoardOnPhone: Story = {
  globals: { viewport: { value: 'phone390' } },
  parameters: { jotai: signedInAs(freshMember) },
  afterEach: blurFocus,
  play: async ({ canvasElement, args }) => {
    await tap(within(canvasElement).getByRole('button', { name: 'SAVE' }));
    const picker = within(await pickerDialog());
    const open = picker.getByRole('button', { name: 'Create Moodboard' });
    await expectTouchTarget(open);
    await tap(open);
    const name = picker.getByRole('textbox', { name: 'Moodboard name' });
    await expect(name).toHaveFocus();
    await userEvent.type(name, 'First finds');
    const create = picker.getByRole('button', { name: 'Create and save' });
    await expectTouchTarget(create);
    await expectTouchTarget(picker.getByRole('button', { name: 'Cancel' }));
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
    await tap(create);
    await expect(await picker.findByRole('button', { name: 'Saved in First finds' })).toBeEnabled();
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expectNoSidewaysScroll(canvasElement.ownerDocument);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { http, type HttpHandler } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { memberHandlers, personalHandlers } from '../../../../mocks/handlers';
import { fixtureSessions } from '../../../../mocks/fixtures/members';
import { world } from '../../../../mocks/world';
import { sprinkles } from '../../../ui/styles/sprinkles.css';
import { memberInfoQuery } from '../favourites.queries';
import { blurFocus, recordBodies, refuseWith, signedInAs, toastShown } from '../favourites.stories-support';
import { expectTouchTarget, tap } from '../../../../.storybook/touch';
import { QuickSharing } from './QuickSharing';

/** Shows the member's pinterestAdmin once known, so a story can wait for the answer. */
function MemberInfoProbe() {
  const info = useQuery(memberInfoQuery());
  return <output aria-label="Member info">{info.data ? `pinterestAdmin ${info.data.pinterestAdmin}` : 'loading'}</output>;
}

const boardsCall = recordBodies('/api/member/boards');
const shareCall = recordBodies('/api/member/openUploadPins');
const stopCall = recordBodies('/api/member/closeUploadPins');

/**
 * The pinboard service finishes uploading between two reads of the folder: the first read
 * after sharing still says 'uploading', the next (the page's poll) says 'sharing'.
 */
let uploadingReads = 0;
const uploadFinishesOnSecondRead = http.post('*/api/personal/selectBookmarkDetail', () => {
  const folder = world().folders.find((f) => f.shareState === 'uploading');
  if (!folder) return;
  uploadingReads += 1;
  if (uploadingReads >= 2) folder.shareState = 'sharing';
});

const member = (...rest: HttpHandler[]) => [
  boardsCall.handler,
  shareCall.handler,
  stopCall.handler,
  ...(rest.length > 0 ? rest : memberHandlers.default),
];

const meta = {
  title: 'Features/Favourites/QuickSharing',
  component: QuickSharing,
  render: (args) => (
    <div className={sprinkles({ display: 'flex', alignItems: 'center', gap: 'xl' })}>
      <QuickSharing {...args} />
      <MemberInfoProbe />
    </div>
  ),
  // Pin's 'Paisley study' (22) is not shared; 'Coastal moodboard' (21) is.
  args: { folderId: 22 },
  parameters: {
    jotai: signedInAs(fixtureSessions.pin),
    msw: { handlers: { member: member(), personal: [uploadFinishesOnSecondRead, ...personalHandlers.default] } },
  },
  beforeEach: () => {
    for (const call of [boardsCall, shareCall, stopCall]) call.bodies.length = 0;
    uploadingReads = 0;
  },
  afterEach: blurFocus,
} satisfies Meta<typeof QuickSharing>;
export default meta;
type Story = StoryObj<typeof meta>;

const status = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('span[role="status"]');

/** Members with pinterestAdmin 0 see no Quick Sharing at all. */
export const NotAllowed: Story = {
  args: { folderId: 11 },
  parameters: { jotai: signedInAs(fixtureSessions.ada) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('pinterestAdmin 0')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** pinterestAdmin 1 and a folder not shared: 'Quick Sharing', which opens a dialog. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('pinterestAdmin 1')).toBeVisible();
    const button = await canvas.findByRole('button', { name: 'Quick Sharing' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    // Nothing to stop: hovering keeps the words.
    await userEvent.hover(button);
    await expect(button).toHaveAccessibleName('Quick Sharing');
  },
};

/**
 * The whole flow (§4 "Share to board"): Quick Sharing opens 'Save to board' (the boards
 * asked with the member's token); search, Save on a board; 'Are Uploading...', then
 * 'Sharing With Pinterest'; hovering shows 'Stop sharing'; a click stops it and returns
 * to 'Quick Sharing'.
 */
export const ShareFlow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shareButton = await canvas.findByRole('button', { name: 'Quick Sharing' });
    await userEvent.click(shareButton);
    const picker = within(await screen.findByRole('dialog', { name: 'Save to board' }));
    await expect(await picker.findAllByRole('listitem')).toHaveLength(3);
    await expect(boardsCall.bodies).toEqual([{ accessToken: fixtureSessions.pin.token }]);
    await userEvent.type(picker.getByRole('searchbox', { name: 'Search boards' }), 'flo');
    await expect(picker.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(picker.getByRole('button', { name: 'Save to Florals SS27' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('Are Uploading...'));
    await waitFor(() => expect(shareCall.bodies).toEqual([{ boardId: 'board-florals', folderId: 22 }]));
    // The dialog hands focus back to the button; away from it, the button says where sharing stands.
    await waitFor(() => expect(shareButton).toHaveFocus());
    shareButton.blur();
    await expect(await canvas.findByRole('button', { name: 'Are Uploading...' })).toBeVisible();

    // The folder is read again until the upload is done.
    const button = await canvas.findByRole('button', { name: 'Sharing With Pinterest' });
    await expect(status(canvasElement)).toHaveTextContent('Sharing With Pinterest');

    await userEvent.hover(button);
    await expect(button).toHaveAccessibleName('Stop sharing');
    await userEvent.unhover(button);
    await expect(button).toHaveAccessibleName('Sharing With Pinterest');

    await userEvent.hover(button);
    await userEvent.click(button);
    await expect(await canvas.findByRole('button', { name: 'Quick Sharing' })).toBeVisible();
    await expect(stopCall.bodies).toEqual([{ folderId: 22 }]);
    await expect(status(canvasElement)).toHaveTextContent('');
    await userEvent.unhover(button);
  },
};

/** A folder already shared: 'Sharing With Pinterest'; 'Stop sharing' on hover; a click stops it. */
export const Sharing: Story = {
  args: { folderId: 21 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Sharing With Pinterest' });
    await expect(button).not.toHaveAttribute('aria-haspopup');
    await userEvent.hover(button);
    await expect(button).toHaveAccessibleName('Stop sharing');
    await userEvent.click(button);
    await expect(await canvas.findByRole('button', { name: 'Quick Sharing' })).toBeVisible();
    await expect(stopCall.bodies).toEqual([{ folderId: 21 }]);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.unhover(button);
  },
};

/** Keyboard users get the same offer: focus shows 'Stop sharing', Enter stops. */
export const StopByKeyboard: Story = {
  args: { folderId: 21 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Sharing With Pinterest' });
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveAccessibleName('Stop sharing');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Quick Sharing' })).toBeVisible();
    await expect(stopCall.bodies).toEqual([{ folderId: 21 }]);
  },
};

/** No boards on the service: the picker says so. */
export const NoBoards: Story = {
  parameters: { msw: { handlers: { member: member(...memberHandlers.empty) } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Quick Sharing' }));
    const picker = within(await screen.findByRole('dialog', { name: 'Save to board' }));
    await expect(await picker.findByRole('heading', { name: 'No boards yet' })).toBeVisible();
  },
};

/** The boards could not be loaded: the server's words in the picker, and Try again asks again. */
export const BoardsError: Story = {
  parameters: {
    msw: {
      handlers: {
        member: member(refuseWith('/api/member/boards', 500, 'The pinboard service is not answering'), ...memberHandlers.default),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Quick Sharing' }));
    const picker = within(await screen.findByRole('dialog', { name: 'Save to board' }));
    await expect(await picker.findByText('The pinboard service is not answering')).toBeVisible();
    await userEvent.click(picker.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(boardsCall.bodies).toHaveLength(2));
  },
};

/** A refused share shows the server's words as a toast and goes back to 'Quick Sharing'. */
export const ShareRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        member: member(refuseWith('/api/member/openUploadPins', 403, 'Sharing is not enabled for this account'), ...memberHandlers.default),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Quick Sharing' }));
    const picker = within(await screen.findByRole('dialog', { name: 'Save to board' }));
    await userEvent.click(await picker.findByRole('button', { name: 'Save to Coastal moodboard' }));
    await expect(await screen.findByText('Sharing is not enabled for this account')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Quick Sharing', hidden: true })).toBeInTheDocument();
    await expect(status(canvasElement)).toHaveTextContent('');
    await toastShown('Sharing is not enabled for this account');
  },
};

/**
 * A finger cannot hover: on a phone the first tap on 'Sharing With Pinterest' shows
 * 'Stop sharing' and stops nothing; a second tap stops it. The button is a finger's size.
 */
export const PhoneTapToStop: Story = {
  args: { folderId: 21 },
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Sharing With Pinterest' });
    await expectTouchTarget(button);
    await tap(button);
    await expect(button).toHaveAccessibleName('Stop sharing');
    await expect(stopCall.bodies).toEqual([]);
    await tap(button);
    await expect(await canvas.findByRole('button', { name: 'Quick Sharing' })).toBeVisible();
    await expect(stopCall.bodies).toEqual([{ folderId: 21 }]);
  },
};

/** On a tablet a tap on Quick Sharing opens the board picker, as a click does. */
export const TabletTapToShare: Story = {
  globals: { viewport: { value: 'tablet768' } },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Quick Sharing' });
    await expectTouchTarget(button);
    await tap(button);
    const picker = within(await screen.findByRole('dialog', { name: 'Save to board' }));
    await expect(await picker.findAllByRole('listitem')).toHaveLength(3);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAtomValue } from 'jotai';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtureSessions } from '../../../mocks/fixtures/members';
import { getMemberInfo } from '../../api/member';
import { Button } from '../../ui/Button/Button';
import { isLoggedInAtom, tokenAtom, userAtom } from './session.atoms';
import { loggedInAs } from './session.stories-support';

/**
 * The bridge between the request helper and the session (storefront §4, §8): the token
 * header comes from local storage, 680 clears the token, a code-200 answer without
 * `user` to a call that sent a token logs out. The probe makes one member call and
 * shows the session.
 */
function SessionProbe() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userAtom);
  const [sentToken, setSentToken] = useState<string>('');
  return (
    <div>
      <Button
        onClick={() => {
          void getMemberInfo().then(
            () => setSentToken('answered'),
            () => setSentToken('refused'),
          );
        }}
      >
        Ask the server
      </Button>
      <dl>
        <dt>Session</dt>
        <dd aria-label="Session">{loggedIn ? 'logged in' : 'logged out'}</dd>
        <dt>Token</dt>
        <dd aria-label="Token">{token ?? 'none'}</dd>
        <dt>User</dt>
        <dd aria-label="User">{user?.email ?? 'none'}</dd>
        <dt>Call</dt>
        <dd aria-label="Call">{sentToken || 'not sent'}</dd>
      </dl>
    </div>
  );
}

/** Answers getMemberInfo with the given envelope, and remembers the token header it got. */
let lastTokenHeader: string | null = null;
const memberInfoAnswers = (envelope: Record<string, unknown>) => ({
  msw: {
    handlers: {
      member: [
        http.get('*/api/member/getMemberInfo', ({ request }) => {
          lastTokenHeader = request.headers.get('access-token');
          return HttpResponse.json(envelope, { status: envelope.code === 680 ? 401 : 200 });
        }),
      ],
    },
  },
});

const meta = {
  title: 'Features/Session/SessionApiBridge',
  component: SessionProbe,
  parameters: { jotai: loggedInAs(fixtureSessions.ada) },
  beforeEach: () => {
    lastTokenHeader = null;
  },
} satisfies Meta<typeof SessionProbe>;
export default meta;
type Story = StoryObj<typeof meta>;

const ask = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Ask the server' }));
  await waitFor(() => expect(canvas.getByLabelText('Call')).not.toHaveTextContent('not sent'));
  return canvas;
};

/** A valid session: the call carries the stored token and the session stays. */
export const TokenSent: Story = {
  parameters: memberInfoAnswers({
    code: 200,
    data: { pinterestAdmin: 0 },
    user: { email: 'ada@example.com', userName: 'ada', companyName: 'ada prints', orderNum: 2 },
  }),
  play: async ({ canvasElement }) => {
    const canvas = await ask(canvasElement);
    await expect(lastTokenHeader).toBe(fixtureSessions.ada.token);
    await expect(canvas.getByLabelText('Session')).toHaveTextContent('logged in');
  },
};

/** Code 680: the token is cleared (storefront §8), so the member is logged out. */
export const TokenInvalid: Story = {
  parameters: memberInfoAnswers({ code: 680, desc: 'Please sign in again' }),
  play: async ({ canvasElement }) => {
    const canvas = await ask(canvasElement);
    await expect(canvas.getByLabelText('Call')).toHaveTextContent('refused');
    await expect(canvas.getByLabelText('Token')).toHaveTextContent('none');
    await expect(canvas.getByLabelText('Session')).toHaveTextContent('logged out');
    await expect(localStorage.getItem('token')).toBeNull();
  },
};

/** Code 200 without `user` to a call that sent a token: token and user are cleared (storefront §4). */
export const AnsweredWithoutUser: Story = {
  parameters: memberInfoAnswers({ code: 200, data: { pinterestAdmin: 0 } }),
  play: async ({ canvasElement }) => {
    const canvas = await ask(canvasElement);
    await expect(canvas.getByLabelText('Call')).toHaveTextContent('answered');
    await expect(canvas.getByLabelText('User')).toHaveTextContent('none');
    await expect(canvas.getByLabelText('Session')).toHaveTextContent('logged out');
    await expect(localStorage.getItem('user')).toBeNull();
  },
};

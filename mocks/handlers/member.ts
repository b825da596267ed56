import {
  boardsSchema,
  closeUploadPinsSchema,
  emailForgotPwdSchema,
  emailOnlySchema,
  emailRegisterSchema,
  loginSchema,
  logoutSchema,
  openUploadPinsSchema,
  replaceNameSchema,
  resetTokenSchema,
  updatePwdSchema,
} from '../../src/api/schemas';
import type { Board } from '../../src/api/types';
import { authRefusals, folderRefusals } from '../../src/domain/refusals';
import { MOCK_EMAIL_CODE, world } from '../world';
import { bodyOf, queryOf, refuse, route, scenarios, validate } from './route';

/** The boards the fake pinboard service knows. */
export const mockBoards: Board[] = [
  { id: 'board-coastal', name: 'Coastal moodboard', description: 'Waves and stripes' },
  { id: 'board-florals', name: 'Florals SS27' },
  { id: 'board-kids', name: 'Kidswear prints' },
];

const token = () => `mock-token-${world().nextId()}`;

const defaults = [
  route('login', async ({ request }) => {
    const { account, password } = validate(loginSchema, await bodyOf(request));
    const w = world();
    const member = w.members.find((m) => m.email.toLowerCase() === account.toLowerCase());
    if (!member || member.password !== password) refuse(authRefusals.wrongPassword);
    const issued = token();
    w.sessions.set(issued, member!.memberId);
    return { data: { token: issued, userName: member!.userName, email: member!.email, companyName: member!.companyName } };
  }),
  route('logout', ({ request, caller }) => {
    // As the server: the token's session ends, whatever `?email=` says.
    validate(logoutSchema, queryOf(request));
    if (caller.tokenValue) world().sessions.delete(caller.tokenValue);
    return { desc: 'Logged out' };
  }),
  route('getEmailCode', ({ request }) => {
    const { email } = validate(emailOnlySchema, queryOf(request));
    world().emailCodes.set(email.toLowerCase(), MOCK_EMAIL_CODE);
    return { desc: 'The verification code has been sent to your email' };
  }),
  route('getResetPwdToken', ({ request }) => {
    const { email, code } = validate(resetTokenSchema, queryOf(request));
    const w = world();
    if (w.emailCodes.get(email.toLowerCase()) !== code) refuse(authRefusals.wrongCode);
    if (!w.members.some((m) => m.email.toLowerCase() === email.toLowerCase())) refuse(authRefusals.noAccount);
    const resetToken = `reset-${w.nextId()}`;
    w.resetTokens.set(resetToken, email.toLowerCase());
    w.emailCodes.delete(email.toLowerCase());
    return { data: resetToken };
  }),
  route('emailForgotPwd', async ({ request }) => {
    const { email, resetPwdToken, password } = validate(emailForgotPwdSchema, await bodyOf(request));
    const w = world();
    if (w.resetTokens.get(resetPwdToken) !== email.toLowerCase()) refuse(authRefusals.resetLinkExpired);
    w.resetTokens.delete(resetPwdToken);
    w.members.find((m) => m.email.toLowerCase() === email.toLowerCase())!.password = password;
    return { desc: 'Your password has been changed' };
  }),
  route('emailRegister', async ({ request }) => {
    const { email, code, password } = validate(emailRegisterSchema, await bodyOf(request));
    const w = world();
    if (w.emailCodes.get(email.toLowerCase()) !== code) refuse(authRefusals.wrongCode);
    if (w.members.some((m) => m.email.toLowerCase() === email.toLowerCase())) refuse(authRefusals.alreadyRegistered);
    const userName = email.split('@')[0]!;
    w.members.push({ memberId: w.nextId(), email, password, userName, companyName: userName, pinterestAdmin: 0 });
    w.emailCodes.delete(email.toLowerCase());
    return { desc: 'Registration succeeded' };
  }),
  route('getMemberInfo', ({ member }) => ({ data: { pinterestAdmin: member.pinterestAdmin } })),
  route('boards', async ({ request }) => {
    validate(boardsSchema, await bodyOf(request));
    return { data: mockBoards };
  }),
  route('openUploadPins', async ({ request, member }) => {
    const { boardId, folderId } = validate(openUploadPinsSchema, await bodyOf(request));
    if (member.pinterestAdmin <= 0) refuse(folderRefusals.sharingNotEnabled);
    const folder = world().folders.find((f) => f.folderId === folderId && f.memberId === member.memberId) ?? refuse(folderRefusals.missing);
    folder.boardId = boardId;
    folder.shareState = 'uploading';
    return { desc: 'Are Uploading...' };
  }),
  route('closeUploadPins', async ({ request, member }) => {
    const { folderId } = validate(closeUploadPinsSchema, await bodyOf(request));
    const folder = world().folders.find((f) => f.folderId === folderId && f.memberId === member.memberId) ?? refuse(folderRefusals.missing);
    folder.shareState = '';
    return {};
  }),
  route('updatePwd', async ({ request, member, caller }) => {
    const { email, password, oldPassword } = validate(updatePwdSchema, await bodyOf(request));
    if (member.email.toLowerCase() !== email.toLowerCase()) refuse(authRefusals.notYourEmail);
    if (member.password !== oldPassword) refuse(authRefusals.wrongOldPassword);
    member.password = password;
    // As the server: the member's other sessions end, the one that made the change stays.
    const sessions = world().sessions;
    for (const [issued, memberId] of sessions) if (memberId === member.memberId && issued !== caller.tokenValue) sessions.delete(issued);
    return { desc: 'modify successfully' };
  }),
  route('replaceName', async ({ request, member }) => {
    const { memberName } = validate(replaceNameSchema, await bodyOf(request));
    member.userName = memberName;
    return { desc: 'modify successfully' };
  }),
  // Reads user.email and user.orderNum, which every logged-in answer carries.
  route('getCurMember', () => {
    return {};
  }),
];

const memberEndpoints = [
  'login',
  'logout',
  'getEmailCode',
  'getResetPwdToken',
  'emailForgotPwd',
  'emailRegister',
  'getMemberInfo',
  'boards',
  'openUploadPins',
  'closeUploadPins',
  'updatePwd',
  'replaceName',
  'getCurMember',
] as const;

export const memberHandlers = scenarios([...memberEndpoints], defaults, [route('boards', () => ({ data: [] }))]);

import { endpoints } from './endpoints';
import { get, post, type RequestOptions } from './request';
import type {
  BoardsPayload,
  CloseUploadPinsPayload,
  EmailForgotPwdPayload,
  EmailOnlyPayload,
  EmailRegisterPayload,
  LoginPayload,
  LogoutPayload,
  OpenUploadPinsPayload,
  ReplaceNamePayload,
  ResetTokenPayload,
  UpdatePwdPayload,
} from './schemas';
import type { Board, MemberInfo, SessionUser } from './types';

/** The fixed constant the login form sends as `code` (storefront §7). */
export const LOGIN_CODE = 'web';

/** Logs in: `data` is the session user (token, userName, email, companyName). */
export const login = (payload: Omit<LoginPayload, 'code' | 'stamp'>, options?: RequestOptions) =>
  post<SessionUser>(endpoints.login.path, { ...payload, code: LOGIN_CODE, stamp: Date.now() }, options);

export const logout = (payload: LogoutPayload = {}, options?: RequestOptions) => get<null>(endpoints.logout.path, payload, options);

/** Emails a verification code. */
export const getEmailCode = (payload: EmailOnlyPayload, options?: RequestOptions) =>
  get<null>(endpoints.getEmailCode.path, payload, options);

/** Trades the emailed code for a reset token (`data`). */
export const getResetPwdToken = (payload: ResetTokenPayload, options?: RequestOptions) =>
  get<string>(endpoints.getResetPwdToken.path, payload, options);

export const emailForgotPwd = (payload: EmailForgotPwdPayload, options?: RequestOptions) =>
  post<null>(endpoints.emailForgotPwd.path, payload, options);

export const emailRegister = (payload: Omit<EmailRegisterPayload, 'inviteCode'> & { inviteCode?: string }, options?: RequestOptions) =>
  post<null>(endpoints.emailRegister.path, { inviteCode: '', ...payload }, options);

export const getMemberInfo = (options?: RequestOptions) => get<MemberInfo>(endpoints.getMemberInfo.path, undefined, options);

/** The member's boards on the pinboard service. */
export const boards = (payload: BoardsPayload, options?: RequestOptions) => post<Board[]>(endpoints.boards.path, payload, options);

export const openUploadPins = (payload: OpenUploadPinsPayload, options?: RequestOptions) =>
  post<null>(endpoints.openUploadPins.path, payload, options);

export const closeUploadPins = (payload: CloseUploadPinsPayload, options?: RequestOptions) =>
  post<null>(endpoints.closeUploadPins.path, payload, options);

/** Changes the password: email, new password and old password (account §5). */
export const updatePwd = (payload: UpdatePwdPayload, options?: RequestOptions) => post<null>(endpoints.updatePwd.path, payload, options);

export const replaceName = (payload: ReplaceNamePayload, options?: RequestOptions) =>
  post<null>(endpoints.replaceName.path, payload, options);

/** The current member: the answer's `user.email` and `user.orderNum`; a random parameter defeats caches. */
export const getCurMember = (options?: RequestOptions) =>
  get<null>(endpoints.getCurMember.path, { _: Math.random().toString(36).slice(2) }, options);

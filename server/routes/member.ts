import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/api/endpoints';
import {
  emailForgotPwdSchema,
  emailOnlySchema,
  emailRegisterSchema,
  loginSchema,
  replaceNameSchema,
  resetTokenSchema,
  updatePwdSchema,
} from '../../src/api/schemas';
import { requireMember } from '../auth';
import { envelope, validate } from '../http';
import type { Members } from '../services/members';

/** Member calls of storefront §7 and account §7 (Pinterest sharing lives in routes/pinterest.ts). */
export function memberRoutes(app: FastifyInstance, members: Members) {
  app.post(endpoints.login.path, async (request) => {
    const { account, password } = validate(loginSchema, request.body);
    return envelope(await members.login(account, password, request.ip), 'Login succeeded');
  });
  app.get(endpoints.logout.path, async (request) => {
    validate(emailOnlySchema, request.query);
    if (request.caller.token) await members.logout(request.caller.token);
    // The session is gone: this answer must not carry `user` any more.
    request.caller = { token: null, memberId: null };
    return envelope(undefined, 'Logged out');
  });
  app.get(endpoints.getEmailCode.path, async (request) => {
    const { email } = validate(emailOnlySchema, request.query);
    await members.sendCode(email, request.ip);
    return envelope(undefined, 'The verification code has been sent to your email');
  });
  app.get(endpoints.getResetPwdToken.path, async (request) => {
    const { email, code } = validate(resetTokenSchema, request.query);
    return envelope(await members.resetToken(email, code, request.ip));
  });
  app.post(endpoints.emailForgotPwd.path, async (request) => {
    const { email, resetPwdToken, password } = validate(emailForgotPwdSchema, request.body);
    await members.resetPassword(email, resetPwdToken, password, request.ip);
    return envelope(undefined, 'Your password has been changed');
  });
  app.post(endpoints.emailRegister.path, async (request) => {
    await members.register(validate(emailRegisterSchema, request.body));
    return envelope(undefined, 'Registration succeeded');
  });
  app.get(endpoints.getMemberInfo.path, async (request) => envelope(await members.info(requireMember(request))));
  app.post(endpoints.updatePwd.path, async (request) => {
    const memberId = requireMember(request);
    await members.changePassword(memberId, validate(updatePwdSchema, request.body));
    return envelope(undefined, 'modify successfully');
  });
  app.post(endpoints.replaceName.path, async (request) => {
    const memberId = requireMember(request);
    await members.rename(memberId, validate(replaceNameSchema, request.body).memberName);
    return envelope(undefined, 'modify successfully');
  });
  // The client reads user.email and user.orderNum, which every logged-in answer carries.
  app.get(endpoints.getCurMember.path, async (request) => {
    requireMember(request);
    return envelope();
  });
}

import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contract, memberOf } from '../contract';
import { envelope } from '../http';
import type { Members } from '../services/members';

/** Member calls of storefront §7 and account §7 (Pinterest sharing lives in routes/pinterest.ts). */
export const memberRoutes: FastifyPluginAsync<{ members: Members }> = async (instance, { members }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...contract('login'),
    handler: async (request) => envelope(await members.login(request.body.account, request.body.password, request.ip), 'Login succeeded'),
  });
  app.route({
    ...contract('logout'),
    // Ends the session of the token it is called with; the spec's `?email=` is not needed
    // for that and is ignored (issue 39: without it the session used to stay).
    handler: async (request) => {
      if (request.caller.token) await members.logout(request.caller.token);
      // The session is gone: this answer must not carry `user` any more.
      request.caller = { token: null, memberId: null };
      return envelope(undefined, 'Logged out');
    },
  });
  app.route({
    ...contract('getEmailCode'),
    handler: async (request) => {
      await members.sendCode(request.query.email, request.ip);
      return envelope(undefined, 'The verification code has been sent to your email');
    },
  });
  app.route({
    ...contract('getResetPwdToken'),
    handler: async (request) => envelope(await members.resetToken(request.query.email, request.query.code, request.ip)),
  });
  app.route({
    ...contract('emailForgotPwd'),
    handler: async (request) => {
      const { email, resetPwdToken, password } = request.body;
      await members.resetPassword(email, resetPwdToken, password, request.ip);
      return envelope(undefined, 'Your password has been changed');
    },
  });
  app.route({
    ...contract('emailRegister'),
    handler: async (request) => {
      await members.register(request.body, request.ip);
      return envelope(undefined, 'Registration succeeded');
    },
  });
  app.route({ ...contract('getMemberInfo'), handler: async (request) => envelope(await members.info(memberOf(request))) });
  app.route({
    ...contract('updatePwd'),
    handler: async (request) => {
      const memberId = memberOf(request);
      // memberOf has checked the session, so the token is there.
      await members.changePassword(memberId, { token: request.caller.token!, address: request.ip }, request.body);
      return envelope(undefined, 'modify successfully');
    },
  });
  app.route({
    ...contract('replaceName'),
    handler: async (request) => {
      await members.rename(memberOf(request), request.body.memberName);
      return envelope(undefined, 'modify successfully');
    },
  });
  // The client reads user.email and user.orderNum, which every logged-in answer carries.
  app.route({ ...contract('getCurMember'), handler: async () => envelope() });
};

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetApiConfig } from '../../src/api/config';
import { contractScenarios } from '../../src/api/contract.scenarios';
import type { Envelope } from '../../src/api/types';
import { buildApp } from '../app';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { members } from '../db/schema';
import { seedCatalogue } from '../seed/seed';
import { latestMailTo } from '../services/mail';
import type { DatabaseLeg } from './storefrontSuite';

/** The code in the newest message of the outbox to `email`. */
export async function codeFromOutbox(outboxDir: string, email: string): Promise<string> {
  const message = await latestMailTo(outboxDir, email);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was mailed to ${email}`);
  return code;
}

/** The contract's member scenarios this server answers so far. */
const served = new Set(['register, log in, and every answer then carries user', 'logout ends the session']);

/**
 * Members on the real server: registration with the emailed code, login, sessions,
 * password reset, account changes and the limits on them. Runs once per database leg.
 */
export function memberSuite(leg: DatabaseLeg) {
  describe(`members on ${leg.name}`, () => {
    let database: Database;
    let app: FastifyInstance;
    let baseUrl: string;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-members-'));
    const outbox = path.join(dataDir, 'outbox');
    /** The server's clock: tests move it forward instead of waiting. */
    let offsetMs = 0;
    const later = (ms: number) => {
      offsetMs += ms;
    };

    beforeAll(async () => {
      database = await leg.open();
      await seedCatalogue(database.db, { designs: 60 });
      app = await buildApp({ db: database.db, dataDir, now: () => new Date(Date.now() + offsetMs) });
      baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    }, 60_000);

    afterAll(async () => {
      await app?.close();
      await database?.close();
      await leg.teardown?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    type Answer<T> = { status: number; body: Envelope<T> };
    const call = async <T = unknown>(
      method: 'GET' | 'POST',
      url: string,
      payload: object = {},
      { token, ip }: { token?: string; ip?: string } = {},
    ): Promise<Answer<T>> => {
      const response = await app.inject({
        method,
        url: method === 'GET' ? `${url}?${new URLSearchParams(payload as Record<string, string>)}` : url,
        ...(method === 'POST' ? { payload } : {}),
        headers: token ? { 'access-token': token } : {},
        ...(ip ? { remoteAddress: ip } : {}),
      });
      return { status: response.statusCode, body: response.json() };
    };

    let serial = 0;
    const freshEmail = () => `member${++serial}.${Date.now().toString(36)}@example.com`;
    async function register(email = freshEmail(), password = 'abc123') {
      expect((await call('GET', '/api/member/getEmailCode', { email })).body.code).toBe(200);
      const code = await codeFromOutbox(outbox, email);
      expect((await call('POST', '/api/member/emailRegister', { email, code, password })).body.code).toBe(200);
      return email;
    }
    async function login(email: string, password = 'abc123') {
      const answer = await call<{ token: string }>('POST', '/api/member/login', { account: email, password, code: 'x', stamp: 1 });
      expect(answer.body.code).toBe(200);
      return answer.body.data!.token;
    }

    describe('the server keeps the member contract (same scenarios as the MSW world)', () => {
      it.each(contractScenarios.filter((s) => served.has(s.name)))('$name', async ({ run }) => {
        resetApiConfig();
        await run({ baseUrl, readEmailCode: (email) => codeFromOutbox(outbox, email) });
      });
    });

    it('mails a 6-digit code to the outbox as {to, subject, text, html, date}', async () => {
      const email = freshEmail();
      const answer = await call('GET', '/api/member/getEmailCode', { email });
      expect(answer.body).toMatchObject({ code: 200, desc: 'The verification code has been sent to your email' });
      const message = await latestMailTo(outbox, email);
      expect(message).toMatchObject({ to: email, subject: expect.stringMatching(/verification code/i) });
      expect(message!.text).toMatch(/\b\d{6}\b/);
      expect(message!.html).toContain(await codeFromOutbox(outbox, email));
      expect(new Date(message!.date).getTime()).toBeGreaterThan(0);
    });

    it('sends one code a minute per address, and a code lives 10 minutes', async () => {
      const email = freshEmail();
      await call('GET', '/api/member/getEmailCode', { email });
      const again = await call('GET', '/api/member/getEmailCode', { email });
      expect(again.status).toBe(429);
      expect(again.body.desc).toMatch(/^Please wait \d+ seconds before asking for another code$/);
      later(61_000);
      expect((await call('GET', '/api/member/getEmailCode', { email })).body.code).toBe(200);
      const code = await codeFromOutbox(outbox, email);
      later(10 * 60_000 + 1000);
      const tooLate = await call('POST', '/api/member/emailRegister', { email, code, password: 'abc123' });
      expect(tooLate.body).toMatchObject({ code: 400, desc: 'The verification code is wrong or has expired' });
    });

    it('lets a code be guessed wrong only a few times', async () => {
      const email = freshEmail();
      await call('GET', '/api/member/getEmailCode', { email });
      const code = await codeFromOutbox(outbox, email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++)
        expect((await call('POST', '/api/member/emailRegister', { email, code: wrong, password: 'abc123' })).status).toBe(400);
      const right = await call('POST', '/api/member/emailRegister', { email, code, password: 'abc123' });
      expect(right.body).toMatchObject({ code: 400, desc: 'The verification code is wrong or has expired' });
    });

    it('registers once per email, with the register password rule', async () => {
      const email = freshEmail();
      await call('GET', '/api/member/getEmailCode', { email });
      const code = await codeFromOutbox(outbox, email);
      const weak = await call('POST', '/api/member/emailRegister', { email, code, password: 'abcdef' });
      expect(weak.body).toMatchObject({
        code: 400,
        desc: 'The password can only contain 6-18 characters including letters, numbers and hyphens',
        data: { field: 'password' },
      });
      expect((await call('POST', '/api/member/emailRegister', { email, code, password: 'abc123', inviteCode: 'FRIEND' })).body.code).toBe(
        200,
      );
      later(61_000);
      await call('GET', '/api/member/getEmailCode', { email: email.toUpperCase() });
      const twice = await call('POST', '/api/member/emailRegister', {
        email: email.toUpperCase(),
        code: await codeFromOutbox(outbox, email),
        password: 'abc123',
      });
      expect(twice.body).toMatchObject({ code: 409, desc: 'This email is already registered' });
    });

    it('logs in with the stored argon2id hash, answers token and names, and refuses a wrong password', async () => {
      const email = await register();
      const [stored] = await database.db.select({ hash: members.passwordHash }).from(members).where(eq(members.email, email));
      expect(stored!.hash).toMatch(/^\$argon2id\$/);
      const answer = await call<{ token: string; userName: string; email: string; companyName: string }>('POST', '/api/member/login', {
        account: email,
        password: 'abc123',
      });
      expect(answer.body.data).toEqual({
        token: expect.stringMatching(/^[\w-]{43}$/),
        userName: email.split('@')[0],
        email,
        companyName: email.split('@')[0],
      });
      const wrong = await call('POST', '/api/member/login', { account: email, password: 'abc124' });
      expect(wrong.body).toMatchObject({ code: 400, desc: 'Incorrect email or password' });
      const nobody = await call('POST', '/api/member/login', { account: `x${email}`, password: 'abc123' });
      expect(nobody.body).toMatchObject({ code: 400, desc: 'Incorrect email or password' });
    });

    it('stops guessing at a password after 10 tries in 15 minutes (429)', async () => {
      const email = await register();
      for (let i = 0; i < 10; i++) await call('POST', '/api/member/login', { account: email, password: 'wrong99' }, { ip: '10.0.0.9' });
      const blocked = await call('POST', '/api/member/login', { account: email, password: 'abc123' }, { ip: '10.0.0.9' });
      expect(blocked.status).toBe(429);
      expect(blocked.body.desc).toMatch(/^Too many sign-in attempts, please try again in \d+ (seconds|minutes)$/);
      later(15 * 60_000);
      expect((await call('POST', '/api/member/login', { account: email, password: 'abc123' }, { ip: '10.0.0.9' })).body.code).toBe(200);
    });

    it('answers member calls with 601 without a token and 680 with a bad or expired one', async () => {
      expect((await call('GET', '/api/member/getMemberInfo')).body).toMatchObject({ code: 601, desc: 'Please log in first' });
      expect((await call('GET', '/api/member/getMemberInfo')).status).toBe(401);
      const bad = await call('GET', '/api/member/getMemberInfo', {}, { token: 'forged-token' });
      expect(bad.body).toMatchObject({ code: 680 });
      expect(bad.body.user).toBeUndefined();
      const token = await login(await register());
      later(29 * 24 * 3600_000);
      // Used on day 29: the 30 days start again.
      expect((await call('GET', '/api/member/getMemberInfo', {}, { token })).body.code).toBe(200);
      later(29 * 24 * 3600_000);
      expect((await call('GET', '/api/member/getMemberInfo', {}, { token })).body.code).toBe(200);
      later(31 * 24 * 3600_000);
      expect((await call('GET', '/api/member/getMemberInfo', {}, { token })).body.code).toBe(680);
    });

    it('attaches user to every answer of a logged-in request, refusals included', async () => {
      const email = await register();
      const token = await login(email);
      const home = await call('GET', '/api/product/home', {}, { token });
      expect(home.body.user).toEqual({ email, userName: email.split('@')[0], companyName: email.split('@')[0], orderNum: 0 });
      const refused = await call('POST', '/api/product/selectById', { productId: 'x' }, { token });
      expect(refused.body).toMatchObject({ code: 400, user: { email } });
      expect((await call('GET', '/api/product/home')).body.user).toBeUndefined();
    });

    it('resets a forgotten password with the emailed code and a single-use token, ending every session', async () => {
      const email = await register();
      const session = await login(email);
      later(61_000);
      await call('GET', '/api/member/getEmailCode', { email });
      const code = await codeFromOutbox(outbox, email);
      const reset = await call<string>('GET', '/api/member/getResetPwdToken', { email, code });
      expect(reset.body.code).toBe(200);
      const resetPwdToken = reset.body.data!;
      const changed = await call('POST', '/api/member/emailForgotPwd', { email, resetPwdToken, password: 'new-pass-1' });
      expect(changed.body).toMatchObject({ code: 200, desc: 'Your password has been changed' });
      const reused = await call('POST', '/api/member/emailForgotPwd', { email, resetPwdToken, password: 'other-pass-2' });
      expect(reused.body).toMatchObject({ code: 400, desc: 'The reset link has expired, please ask for a new code' });
      expect((await call('GET', '/api/member/getMemberInfo', {}, { token: session })).body.code).toBe(680);
      expect((await call('POST', '/api/member/login', { account: email, password: 'abc123' })).body.code).toBe(400);
      await login(email, 'new-pass-1');
    });

    it('lets a reset token live 15 minutes, and refuses a reset for an unknown email', async () => {
      const email = await register();
      later(61_000);
      await call('GET', '/api/member/getEmailCode', { email });
      const resetPwdToken = (
        await call<string>('GET', '/api/member/getResetPwdToken', { email, code: await codeFromOutbox(outbox, email) })
      ).body.data!;
      later(15 * 60_000 + 1000);
      expect((await call('POST', '/api/member/emailForgotPwd', { email, resetPwdToken, password: 'new-pass-1' })).body.code).toBe(400);
      const stranger = freshEmail();
      await call('GET', '/api/member/getEmailCode', { email: stranger });
      const unknown = await call('GET', '/api/member/getResetPwdToken', { email: stranger, code: await codeFromOutbox(outbox, stranger) });
      expect(unknown.body).toMatchObject({ code: 404, desc: 'No account uses this email' });
    });

    it('changes the password only with the old one, and the display name', async () => {
      const email = await register();
      const token = await login(email);
      const wrongOld = await call('POST', '/api/member/updatePwd', { email, password: 'abc456', oldPassword: 'nope12' }, { token });
      expect(wrongOld.body).toMatchObject({ code: 400, desc: 'The old password is wrong' });
      const ok = await call('POST', '/api/member/updatePwd', { email, password: 'abc456', oldPassword: 'abc123' }, { token });
      expect(ok.body).toMatchObject({ code: 200, desc: 'modify successfully' });
      await login(email, 'abc456');
      const renamed = await call('POST', '/api/member/replaceName', { memberName: 'Studio Ada' }, { token });
      expect(renamed.body).toMatchObject({ code: 200, desc: 'modify successfully', user: { userName: 'Studio Ada' } });
      const empty = await call('POST', '/api/member/replaceName', { memberName: '  ' }, { token });
      expect(empty.body).toMatchObject({ code: 400, desc: 'memberName cannot be empty' });
      expect((await call<{ pinterestAdmin: number }>('GET', '/api/member/getMemberInfo', {}, { token })).body.data).toEqual({
        pinterestAdmin: 0,
      });
      const current = await call('GET', '/api/member/getCurMember', {}, { token });
      expect(current.body.user).toMatchObject({ email, orderNum: 0 });
    });
  });
}

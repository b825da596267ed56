import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetApiConfig } from '../../src/api/config';
import { contractScenarios } from '../../src/api/contract.scenarios';
import { callsWithAccess, endpoints } from '../../src/api/endpoints';
import type { Envelope, ProductDetail } from '../../src/api/types';
import { colourwayLabel, colourwayMessages, colourwayOf } from '../../src/domain/colourway';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { buildApp } from '../app';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { members } from '../db/schema';
import { seedTestCatalogue } from './seeded';
import { latestMailTo } from '../services/mail';
import { specDate } from '../services/dates';
import { createTestGateway, testGatewayPaymentsOf } from '../services/testGateway';
import { payWithTestGateway } from './testCard';
import { startFakePinterest, type FakePinterest } from './fakePinterest';
import { distanceToDominantColours } from './dominantColours';
import { pdfText } from './pdfText';
import { OPERATORS_ONLY } from '../contract';
import { FEEDBACK_PER_HOUR, SUBSCRIBE_PER_HOUR } from '../routes/open';
import { commandLine, createAudit } from '../services/audit';
import { createOperators } from '../services/operators';
import type { DatabaseLeg } from './storefrontSuite';

/** The code in the newest message of the outbox to `email`. */
export async function codeFromOutbox(outboxDir: string, email: string): Promise<string> {
  const message = await latestMailTo(outboxDir, email);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was mailed to ${email}`);
  return code;
}

/**
 * Members on the real server: registration with the emailed code, login, sessions,
 * password reset, account changes and the limits on them. Runs once per database leg.
 */
export function memberSuite(leg: DatabaseLeg) {
  describe(`members on ${leg.name}`, () => {
    let database: Database;
    let app: FastifyInstance;
    let baseUrl: string;
    let pinterest: FakePinterest;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-members-'));
    const outbox = path.join(dataDir, 'outbox');
    /** The server's clock: tests move it forward instead of waiting. */
    let offsetMs = 0;
    const later = (ms: number) => {
      offsetMs += ms;
    };
    const now = () => new Date(Date.now() + offsetMs);

    beforeAll(async () => {
      database = await leg.open();
      await seedTestCatalogue(database.db, 60);
      pinterest = await startFakePinterest({ pinDelayMs: 60 });
      app = await buildApp({
        db: database.db,
        dataDir,
        now,
        payments: createTestGateway(database.db, { now }),
        pinterestApiBase: pinterest.baseUrl,
      });
      baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    });

    afterAll(async () => {
      await app?.sharing.idle();
      await app?.close();
      await pinterest?.close();
      await database?.close();
      await leg.teardown?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    type Answer<T> = { status: number; body: Envelope<T>; headers: Record<string, unknown> };
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
      // A file (the subscribers' CSV) is not an envelope: its status stands for the code.
      const json = String(response.headers['content-type'] ?? '').includes('json');
      return {
        status: response.statusCode,
        body: json ? response.json() : ({ code: response.statusCode, desc: '' } as Envelope<T>),
        headers: response.headers,
      };
    };

    let serial = 0;
    const freshEmail = () => `member${++serial}.${Date.now().toString(36)}@example.com`;
    // Each member signs up from an address of their own, as real people do: the
    // per-address limits are tested on their own below.
    const addressOf = (email: string) => `10.7.${email.length % 250}.${(serial % 250) + 1}`;
    async function register(email = freshEmail(), password = 'abc123') {
      const ip = addressOf(email);
      expect((await call('GET', '/api/member/getEmailCode', { email }, { ip })).body.code).toBe(200);
      const code = await codeFromOutbox(outbox, email);
      expect((await call('POST', '/api/member/emailRegister', { email, code, password }, { ip })).body.code).toBe(200);
      return email;
    }
    async function login(email: string, password = 'abc123') {
      const answer = await call<{ token: string }>(
        'POST',
        '/api/member/login',
        { account: email, password, code: 'x', stamp: 1 },
        { ip: addressOf(email) },
      );
      expect(answer.body.code).toBe(200);
      return answer.body.data!.token;
    }

    describe('the server keeps the member contract (same scenarios as the MSW world)', () => {
      it.each(contractScenarios.filter((s) => s.scope === 'members'))('$name', async ({ run }) => {
        resetApiConfig();
        await run({ baseUrl, readEmailCode: (email) => codeFromOutbox(outbox, email) });
      });
    });

    it('refuses every member call without a token (601) and with a bad one (680), before reading its input', async () => {
      for (const name of callsWithAccess('member')) {
        const { method, path: url } = endpoints[name];
        const anonymous = await call(method, url);
        expect([anonymous.status, anonymous.body.code], `${name} without a token`).toEqual([401, 601]);
        const forged = await call(method, url, {}, { token: 'a-token-nobody-was-given' });
        expect([forged.status, forged.body.code], `${name} with a bad token`).toEqual([401, 680]);
      }
    });

    it('refuses every operator call without a token (601), with a bad one (680) and to a member who is not an operator (403)', async () => {
      const plain = await login(await register());
      const operatorEmail = await register();
      await createOperators(database.db, { audit: createAudit(database.db) }).grant(operatorEmail, commandLine);
      const operator = await login(operatorEmail);
      expect(callsWithAccess('operator').length).toBeGreaterThan(20);
      for (const name of callsWithAccess('operator')) {
        const { method, path: url } = endpoints[name];
        const anonymous = await call(method, url);
        expect([anonymous.status, anonymous.body.code], `${name} without a token`).toEqual([401, 601]);
        const forged = await call(method, url, {}, { token: 'a-token-nobody-was-given' });
        expect([forged.status, forged.body.code], `${name} with a bad token`).toEqual([401, 680]);
        const member = await call(method, url, {}, { token: plain });
        expect([member.status, member.body], `${name} as a member`).toEqual([
          403,
          expect.objectContaining({ code: 403, desc: OPERATORS_ONLY }),
        ]);
        // An operator gets past the access check: whatever the call says next is about its input.
        const allowed = await call(method, url, {}, { token: operator });
        expect([601, 680, 403, 500], `${name} as an operator answered ${allowed.body.code}: ${allowed.body.desc}`).not.toContain(
          allowed.body.code,
        );
      }
    });

    it('answers every public call without a session, never with 601 / 680 (nor a 500 from a call that wrongly needs one)', async () => {
      for (const name of callsWithAccess('public')) {
        const { method, path: url } = endpoints[name];
        const anonymous = await call(method, url);
        expect([601, 680, 500], `${name} without a token answered ${anonymous.body.code}`).not.toContain(anonymous.body.code);
      }
    });

    it('mails a 6-digit code to the outbox as {to, subject, text, html, date}', async () => {
      const email = freshEmail();
      const answer = await call('GET', '/api/member/getEmailCode', { email });
      expect(answer.body).toMatchObject({ code: 200, desc: 'The verification code has been sent to your email' });
      const message = await latestMailTo(outbox, email);
      expect(message).toMatchObject({ to: email, subject: `Your verification code: ${await codeFromOutbox(outbox, email)}` });
      expect(message!.text).toMatch(/to create your account/);
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
      expect((await latestMailTo(outbox, email))!.subject).toBe(`Your password-reset code: ${code}`);
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
    /**
     * The outside attack of issue 39 ("Nothing held hostage"), findings 4, 5, 6 and 8:
     * each test is one thing the attacker did, and what the shop must answer instead.
     * Every attacker and every owner calls from an address of its own (10.39.x.y).
     */
    describe('issue 39: attacks on accounts', () => {
      const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
      const signIn = (account: string, password: string, ip: string) =>
        call<{ token: string }>('POST', '/api/member/login', { account, password, code: 'x', stamp: 1 }, { ip });
      const tooMany = /^Too many [a-z -]+, please try again in \d+ (seconds|minutes)$/;

      it('finding 4: a password change ends the other sessions of the member and keeps the one that made it', async () => {
        const email = await register();
        const laptop = await login(email);
        const stolen = await login(email);
        const changed = await call(
          'POST',
          '/api/member/updatePwd',
          { email, password: 'abc456', oldPassword: 'abc123' },
          { token: laptop },
        );
        expect(changed.body).toMatchObject({ code: 200, desc: 'modify successfully' });
        expect((await call('GET', '/api/member/getMemberInfo', {}, { token: stolen })).body.code).toBe(680);
        expect((await call('GET', '/api/member/getMemberInfo', {}, { token: laptop })).body.code).toBe(200);
      });

      it('finding 4: limits wrong old passwords like sign-in (429 after 10 in 15 minutes), then lets the owner change it', async () => {
        const email = await register();
        const token = await login(email);
        const ip = '10.39.4.1';
        for (let i = 0; i < 10; i++) {
          const wrong = await call(
            'POST',
            '/api/member/updatePwd',
            { email, password: 'abc456', oldPassword: `guess${i}x` },
            { token, ip },
          );
          expect(wrong.body, `guess ${i + 1}`).toMatchObject({ code: 400, desc: 'The old password is wrong' });
        }
        const blocked = await call('POST', '/api/member/updatePwd', { email, password: 'abc456', oldPassword: 'abc123' }, { token, ip });
        expect(blocked.status).toBe(429);
        expect(blocked.body.desc).toMatch(tooMany);
        later(15 * 60_000);
        const ok = await call('POST', '/api/member/updatePwd', { email, password: 'abc456', oldPassword: 'abc123' }, { token, ip });
        expect(ok.body).toMatchObject({ code: 200, desc: 'modify successfully' });
      });

      it('finding 5: ten wrong passwords from an attacker slow the attacker and leave the owner, at their own address, signing in', async () => {
        const email = await register();
        for (let i = 0; i < 10; i++) expect((await signIn(email, 'wrong99', '10.39.5.66')).body.code).toBe(400);
        // The attacker is slowed down, even with the right password...
        expect((await signIn(email, 'abc123', '10.39.5.66')).status).toBe(429);
        // ...and the owner, calling from their own address, is not held hostage.
        const owner = await signIn(email, 'abc123', '10.39.5.1');
        expect(owner.body.code).toBe(200);
        expect(owner.body.data!.token).toMatch(/^[\w-]{43}$/);
      });

      it('finding 5: an owner behind the same address as the attacker gets in with a mailed code', async () => {
        const email = await register();
        const shared = '10.39.5.77';
        for (let i = 0; i < 10; i++) await signIn(email, 'wrong99', shared);
        expect((await signIn(email, 'abc123', shared)).status).toBe(429);
        later(61_000);
        expect((await call('GET', '/api/member/getEmailCode', { email }, { ip: shared })).body.code).toBe(200);
        const code = await codeFromOutbox(outbox, email);
        const reset = await call<string>('GET', '/api/member/getResetPwdToken', { email, code }, { ip: shared });
        expect(reset.body.code).toBe(200);
        const resetPwdToken = reset.body.data!;
        expect(
          (await call('POST', '/api/member/emailForgotPwd', { email, resetPwdToken, password: 'new-pass-5' }, { ip: shared })).body.code,
        ).toBe(200);
        expect((await signIn(email, 'new-pass-5', shared)).body.code).toBe(200);
      });

      it('finding 6: answers a sign-up the same for a member’s email and a stranger’s until a right code is checked', async () => {
        const known = await register();
        const stranger = freshEmail();
        later(61_000);
        const ip = '10.39.6.1';
        const asked = [await call('GET', '/api/member/getEmailCode', { email: known }, { ip })];
        asked.push(await call('GET', '/api/member/getEmailCode', { email: stranger }, { ip }));
        expect(asked.map(({ status, body }) => ({ status, body }))).toEqual([
          { status: 200, body: { code: 200, desc: 'The verification code has been sent to your email' } },
          { status: 200, body: { code: 200, desc: 'The verification code has been sent to your email' } },
        ]);
        // The attacker has no code: a guess is refused alike for both.
        const guesses = [];
        for (const email of [known, stranger]) {
          const code = wrongCode(await codeFromOutbox(outbox, email));
          const answer = await call('POST', '/api/member/emailRegister', { email, code, password: 'abc123' }, { ip });
          guesses.push({ status: answer.status, body: answer.body });
        }
        expect(guesses[0]).toEqual(guesses[1]);
        expect(guesses[0]).toMatchObject({ status: 400, body: { code: 400, desc: 'The verification code is wrong or has expired' } });
        // The mail to the member holds no code that registers, and says so.
        const mail = await latestMailTo(outbox, known);
        expect(mail!.text).toMatch(/already has an account/);
        // Only the owner, with the code mailed to them, learns it is registered.
        const owner = await call(
          'POST',
          '/api/member/emailRegister',
          { email: known, code: await codeFromOutbox(outbox, known), password: 'abc123' },
          { ip },
        );
        expect(owner.body).toMatchObject({ code: 409, desc: 'This email is already registered' });
      });

      it('finding 6: limits sign-up attempts per address (429 after 30 in 15 minutes)', async () => {
        const ip = '10.39.6.2';
        for (let i = 0; i < 30; i++) {
          const guess = await call(
            'POST',
            '/api/member/emailRegister',
            { email: freshEmail(), code: '123456', password: 'abc123' },
            { ip },
          );
          expect(guess.status, `attempt ${i + 1}`).toBe(400);
        }
        const blocked = await call(
          'POST',
          '/api/member/emailRegister',
          { email: freshEmail(), code: '123456', password: 'abc123' },
          { ip },
        );
        expect(blocked.status).toBe(429);
        expect(blocked.body.desc).toMatch(tooMany);
        // Someone else, elsewhere, signs up as usual.
        expect(
          (
            await call(
              'POST',
              '/api/member/emailRegister',
              { email: freshEmail(), code: '123456', password: 'abc123' },
              { ip: '10.39.6.3' },
            )
          ).status,
        ).toBe(400);
        later(15 * 60_000);
        expect(
          (await call('POST', '/api/member/emailRegister', { email: freshEmail(), code: '123456', password: 'abc123' }, { ip })).status,
        ).toBe(400);
      });

      it('finding 8: logout without ?email= ends the session of its token, and only that one', async () => {
        const email = await register();
        const here = await login(email);
        const there = await login(email);
        const out = await call('GET', '/api/member/logout', {}, { token: here });
        expect(out.body).toMatchObject({ code: 200, desc: 'Logged out' });
        expect(out.body.user).toBeUndefined();
        expect((await call('GET', '/api/member/getMemberInfo', {}, { token: here })).body.code).toBe(680);
        expect((await call('GET', '/api/member/getMemberInfo', {}, { token: there })).body.code).toBe(200);
      });

      it('finding 8: answers with personal data carry Cache-Control: no-store', async () => {
        const email = await register();
        const signedIn = await signIn(email, 'abc123', '10.39.8.1');
        const token = signedIn.body.data!.token;
        const personal: [string, Answer<unknown>][] = [
          ['login', signedIn],
          ['getMemberInfo', await call('GET', '/api/member/getMemberInfo', {}, { token })],
          ['getCurMember', await call('GET', '/api/member/getCurMember', {}, { token })],
          ['cart list', await call('POST', '/api/cart/list', {}, { token })],
          ['favourites', await call('POST', '/api/personal/selectBookmark', {}, { token })],
          ['orders', await call('POST', '/api/shop/selectPage', { page: 1 }, { token })],
          ['a store page with user', await call('POST', '/api/product/selectPage', {}, { token })],
          ['a refused member call', await call('GET', '/api/member/getMemberInfo', {}, { token: 'forged-token' })],
        ];
        later(61_000);
        await call('GET', '/api/member/getEmailCode', { email }, { ip: '10.39.8.1' });
        const code = await codeFromOutbox(outbox, email);
        personal.push(['getResetPwdToken', await call('GET', '/api/member/getResetPwdToken', { email, code }, { ip: '10.39.8.1' })]);
        personal.push(['logout', await call('GET', '/api/member/logout', { email }, { token })]);
        for (const [name, answer] of personal) expect(String(answer.headers['cache-control']), name).toMatch(/\bno-store\b/);
      });

      it('finding 8: limits feedback and newsletter sign-ups per address', async () => {
        const ip = '10.39.8.2';
        const note = (i: number) => ({ email: 'spam@example.com', category: 4, type: 1, content: `Message ${i}` });
        const feedback = [];
        for (let i = 0; i <= FEEDBACK_PER_HOUR; i++) feedback.push((await call('POST', '/api/open/feedback', note(i), { ip })).status);
        expect(feedback).toEqual([...Array<number>(FEEDBACK_PER_HOUR).fill(200), 429]);
        const subscribed = [];
        for (let i = 0; i <= SUBSCRIBE_PER_HOUR; i++)
          subscribed.push((await call('POST', '/api/open/subscribe', { email: `list${i}@example.com` }, { ip })).status);
        expect(subscribed).toEqual([...Array<number>(SUBSCRIBE_PER_HOUR).fill(200), 429]);
        const refused = await call('POST', '/api/open/subscribe', { email: 'list99@example.com' }, { ip });
        expect(refused.body.desc).toMatch(tooMany);
        // Another address is not affected, and the window ends.
        expect((await call('POST', '/api/open/feedback', note(97), { ip: '10.39.8.3' })).status).toBe(200);
        later(60 * 60_000);
        expect((await call('POST', '/api/open/feedback', note(98), { ip })).status).toBe(200);
        expect((await call('POST', '/api/open/subscribe', { email: 'list98@example.com' }, { ip })).status).toBe(200);
      });

      it('finding 8: refuses an email written as a display name or a list on feedback', async () => {
        for (const email of ['x<someone@else.example>', 'x@y.example,<someone@else.example>', 'a@b.example,c', '"x"@y.example']) {
          const answer = await call(
            'POST',
            '/api/open/feedback',
            { email, category: 4, type: 1, content: 'Reply to me' },
            { ip: '10.39.8.4' },
          );
          expect(answer.body, email).toMatchObject({ code: 400, desc: 'Email format error', data: { field: 'email' } });
        }
      });
    });

    describe('cart', () => {
      const plainId = 1001; // designs cycle exclusivity: index % 10 === 7 is exclusive
      const exclusiveId = 1008;
      const priceOf = async (productId: number) =>
        (await call<{ price: number; priceOnce: number; isBuyout: number }>('POST', '/api/product/selectById', { productId })).body.data!;

      it('keeps the licence rules and prices lines by licence (3 priceOnce, 5 price, 4 80%)', async () => {
        const token = await login(await register());
        const plain = await priceOf(plainId);
        const exclusive = await priceOf(exclusiveId);
        expect([plain.isBuyout, exclusive.isBuyout]).toEqual([0, 1]);
        expect((await call('POST', '/api/cart/save', { productId: plainId, imgType: 3 }, { token })).body).toMatchObject({
          code: 400,
          desc: 'imgType must be 4 or 5',
        });
        expect((await call('POST', '/api/cart/save', { productId: exclusiveId, imgType: 5 }, { token })).body).toMatchObject({
          code: 400,
          desc: 'Exclusive designs are sold under the exclusive licence only',
        });
        expect((await call('POST', '/api/cart/save', { productId: plainId, imgType: 4 }, { token })).body.code).toBe(200);
        expect((await call('POST', '/api/cart/save', { productId: exclusiveId, imgType: 3 }, { token })).body.code).toBe(200);
        expect((await call('POST', '/api/cart/save', { productId: 99_999, imgType: 4 }, { token })).body.code).toBe(404);
        const list = await call<{ aaData: { productId: number; linePrice: number; available: boolean }[]; total: number }>(
          'POST',
          '/api/cart/list',
          {},
          { token },
        );
        const lines = Object.fromEntries(list.body.data!.aaData.map((l) => [l.productId, l.linePrice]));
        expect(lines).toEqual({ [plainId]: Math.round(plain.price * 80) / 100, [exclusiveId]: exclusive.priceOnce });
        expect(list.body.data!.total).toBe(Math.round((lines[plainId]! + lines[exclusiveId]!) * 100) / 100);
        expect((await call<{ isBuy: number }>('POST', '/api/product/selectById', { productId: plainId }, { token })).body.data!.isBuy).toBe(
          1,
        );
        expect((await call<{ isBuy: number }>('POST', '/api/product/selectById', { productId: plainId })).body.data!.isBuy).toBe(0);
        const other = await login(await register());
        expect((await call<{ iTotalRecords: number }>('POST', '/api/cart/list', {}, { token: other })).body.data!.iTotalRecords).toBe(0);
        expect((await call('POST', '/api/cart/delete', { productId: plainId }, { token: other })).body.code).toBe(404);
      });

      it('merges the local cart after login, saying what it skipped and why', async () => {
        const token = await login(await register());
        await call('POST', '/api/cart/save', { productId: 1002, imgType: 5 }, { token });
        const merged = await call<{ added: number[]; skipped: { productId: number; reason: string }[] }>(
          'POST',
          '/api/cart/saveAllOrder',
          {
            orderList: [
              { productId: 1002, imgType: 5, productNum: 1 },
              { productId: 1003, imgType: 4, productNum: 1 },
              { productId: 1018, imgType: 5, productNum: 1 },
              { productId: 99_999, imgType: 5, productNum: 1 },
              // The same design twice in the local list: the first line is the one kept.
              { productId: 1003, imgType: 5, productNum: 1 },
            ],
          },
          { token },
        );
        expect(merged.body.data).toEqual({
          added: [1003],
          skipped: [
            { productId: 1002, reason: 'Product exist' },
            { productId: 1018, reason: 'This licence is not offered for this design' },
            { productId: 99_999, reason: 'This design does not exist' },
            { productId: 1003, reason: 'Product exist' },
          ],
        });
        const cart = await call<{ aaData: { productId: number; imgType: number }[] }>('POST', '/api/cart/list', {}, { token });
        expect(cart.body.data!.aaData.map(({ productId, imgType }) => ({ productId, imgType }))).toEqual(
          expect.arrayContaining([
            { productId: 1002, imgType: 5 },
            { productId: 1003, imgType: 4 },
          ]),
        );
        expect(cart.body.data!.aaData).toHaveLength(2);
      });

      it('marks a sold exclusive unavailable, leaves it out of the total and refuses adding it', async () => {
        const token = await login(await register());
        await call('POST', '/api/cart/save', { productId: 1028, imgType: 3 }, { token });
        await call('POST', '/api/cart/save', { productId: 1004, imgType: 5 }, { token });
        await app.catalogue.removeFromSale(1028);
        const list = await call<{ aaData: { productId: number; available: boolean; linePrice: number }[]; total: number }>(
          'POST',
          '/api/cart/list',
          {},
          { token },
        );
        expect(list.body.data!.aaData.find((l) => l.productId === 1028)!.available).toBe(false);
        expect(list.body.data!.total).toBe(list.body.data!.aaData.find((l) => l.productId === 1004)!.linePrice);
        const other = await login(await register());
        expect((await call('POST', '/api/cart/save', { productId: 1028, imgType: 3 }, { token: other })).body).toMatchObject({
          code: 409,
          desc: 'This exclusive design has been sold',
        });
      });
    });

    describe('favourites', () => {
      type FolderList = {
        aaData: { folderId: number; title: string; picNum: number; productList: { productId: number }[] }[];
        iTotalRecords: number;
      };

      it("lists the member's folders with count and the newest four covers, filtered by title literally", async () => {
        const token = await login(await register());
        const made = await call<{ folderId: number }>(
          'POST',
          '/api/personal/saveFolder',
          { title: 'Summer_florals', desc: 'sun' },
          { token },
        );
        const folderId = made.body.data!.folderId;
        await call('POST', '/api/personal/saveFolder', { title: 'Summer-stripes', desc: '' }, { token });
        for (const productId of [1001, 1002, 1003, 1004, 1005])
          expect((await call('POST', '/api/personal/addBookmarkDetail', { folderId, productId }, { token })).body.code).toBe(200);
        expect((await call('POST', '/api/personal/addBookmarkDetail', { folderId, productId: 1005 }, { token })).body).toMatchObject({
          code: 409,
          desc: 'Product exist',
        });
        const all = await call<FolderList>(
          'POST',
          '/api/personal/selectBookmark',
          { iDisplayStart: 0, iDisplayLength: 10, title: '%%' },
          { token },
        );
        expect(all.body.data!.iTotalRecords).toBe(2);
        const florals = all.body.data!.aaData.find((f) => f.folderId === folderId)!;
        expect(florals.picNum).toBe(5);
        expect(florals.productList.map((p) => p.productId)).toEqual([1005, 1004, 1003, 1002]);
        // '_' is a letter to the shopper, not a wildcard.
        const literal = await call<FolderList>('POST', '/api/personal/selectBookmark', { title: '%r_f%' }, { token });
        expect(literal.body.data!.aaData.map((f) => f.title)).toEqual(['Summer_florals']);
        const picker = await call<{ aaData: { folderId: number; hasProduct: number }[] }>(
          'POST',
          '/api/personal/selectBookmarkSimple',
          { productId: 1003, title: '%summer%', pageNum: 1, pageSize: 20 },
          { token },
        );
        expect(picker.body.data!.aaData.map((f) => f.hasProduct).sort()).toEqual([0, 1]);
      });

      it('shows hasCollection and collectionId on cards and details to the owner only', async () => {
        const token = await login(await register());
        const { folderId } = (await call<{ folderId: number }>('POST', '/api//personal/addFolder', { title: 'Board' }, { token })).body
          .data!;
        await call('POST', '/api/personal/addBookmarkDetail', { folderId, productId: 1001 }, { token });
        const page = await call<{ aaData: { productId: number; hasCollection: number; collectionId: number | null }[] }>(
          'POST',
          '/api/product/selectPage',
          { strSearchKeyword: 'PT-01001' },
          { token },
        );
        expect(page.body.data!.aaData[0]).toMatchObject({ productId: 1001, hasCollection: 1, collectionId: folderId });
        expect(
          (await call<{ hasCollection: number }>('POST', '/api/product/selectById', { productId: 1001 }, { token })).body.data!
            .hasCollection,
        ).toBe(1);
        const stranger = await login(await register());
        const theirs = await call<{ aaData: { hasCollection: number }[] }>(
          'POST',
          '/api/product/selectPage',
          { strSearchKeyword: 'PT-01001' },
          { token: stranger },
        );
        expect(theirs.body.data!.aaData[0]!.hasCollection).toBe(0);
      });

      it("keeps another member's folder out of reach (404 as if it did not exist), and -1 lists every saved design", async () => {
        const owner = await login(await register());
        const a = (await call<{ folderId: number }>('POST', '/api/personal/saveFolder', { title: 'A', desc: 'a' }, { token: owner })).body
          .data!.folderId;
        const b = (await call<{ folderId: number }>('POST', '/api/personal/saveFolder', { title: 'B', desc: 'b' }, { token: owner })).body
          .data!.folderId;
        await call('POST', '/api/personal/addBookmarkDetail', { folderId: a, productId: 1001 }, { token: owner });
        await call('POST', '/api/personal/addBookmarkDetail', { folderId: b, productId: 1001 }, { token: owner });
        await call('POST', '/api/personal/addBookmarkDetail', { folderId: b, productId: 1002 }, { token: owner });
        const every = await call<{ iTotalRecords: number; info: { folderId: number } }>(
          'POST',
          '/api/personal/selectBookmarkDetail',
          { folderId: -1 },
          { token: owner },
        );
        expect(every.body.data).toMatchObject({ iTotalRecords: 2, info: { folderId: -1 } });
        const intruder = await login(await register());
        for (const [url, payload] of [
          ['/api/personal/selectBookmarkDetail', { folderId: a }],
          ['/api/personal/renameFolder', { folderId: a, title: 'Mine', desc: 'now' }],
          ['/api/personal/addBookmarkDetail', { folderId: a, productId: 1003 }],
          ['/api/personal/deleteBookmarkDetail', { folderId: a, productId: 1001 }],
          ['/api/personal/deleteFolder', { folderId: a }],
        ] as const)
          expect((await call('POST', url, payload, { token: intruder })).body, url).toMatchObject({
            code: 404,
            desc: 'This folder does not exist',
          });
        expect(
          (await call<{ info: { title: string } }>('POST', '/api/personal/selectBookmarkDetail', { folderId: a }, { token: owner })).body
            .data!.info.title,
        ).toBe('A');
        expect((await call('POST', '/api/personal/deleteFolder', { folderId: a }, { token: owner })).body.code).toBe(200);
        expect((await call('POST', '/api/personal/selectBookmarkDetail', { folderId: a }, { token: owner })).body.code).toBe(404);
      });
    });
    describe('checkout and orders', () => {
      const card = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Ada Buyer' };
      let keys = 0;
      const key = () => `checkout-key-${++keys}-${Date.now()}`;
      /** The browser's checkout: start, the card to the test gateway, the reference to the shop (no card). */
      const checkout = (token: string, overrides: { agree?: boolean; card?: Partial<typeof card>; idempotencyKey?: string } = {}) =>
        payWithTestGateway((url, body) => call('POST', url, body, { token }), {
          agree: overrides.agree,
          card: { ...card, ...overrides.card },
          idempotencyKey: overrides.idempotencyKey ?? key(),
        });
      /** What the test gateway has charged. */
      const charged = async () => (await testGatewayPaymentsOf(database.db)).filter((p) => p.status === 'succeeded').length;
      const cartOf = (token: string) =>
        call<{ aaData: { productId: number; available: boolean }[] }>('POST', '/api/cart/list', {}, { token });
      /** The invoice details a buyer fills in for order `id`. */
      const buyerDetails = (id: number, email: string) => ({
        id,
        name: 'Ada Buyer',
        email,
        address: '1 Loom Street',
        city: 'Como',
        postCode: '22100',
        country: 'Italy',
        province: 'CO',
      });

      it('refuses without the agreement, with an empty cart, a number failing Luhn, a declined or expired card — and changes nothing', async () => {
        const token = await login(await register());
        expect((await checkout(token, { agree: false })).body).toMatchObject({ code: 400, desc: 'Please read the agreement and tick' });
        expect((await checkout(token)).body).toMatchObject({ code: 400, desc: 'Your cart is empty' });
        await call('POST', '/api/cart/save', { productId: 1038, imgType: 3 }, { token });
        const charges = await charged();
        // The card is the gateway's to refuse now (the shop never sees it): its words come back as the checkout's answer.
        expect((await checkout(token, { card: { number: '4242 4242 4242 4241' } })).body).toMatchObject({
          code: 402,
          desc: 'This card number is not valid',
        });
        const declined = await checkout(token, { card: { number: '4000 0000 0000 0002' } });
        expect(declined.status).toBe(402);
        expect(declined.body.desc).toBe('Your card was declined. Try another card.');
        expect((await checkout(token, { card: { expiry: '01/20' } })).body).toMatchObject({
          code: 402,
          desc: 'Your card has expired. Try another card.',
        });
        // The shop refuses card details outright, whatever else the body holds.
        const withCard = await call(
          'POST',
          '/api/shop/checkout',
          { idempotencyKey: key(), reference: 'test_pi_x', payment: card },
          { token },
        );
        expect(withCard.body).toMatchObject({ code: 400, desc: 'The shop does not take payment: pay in the payment form' });
        expect(await charged()).toBe(charges);
        // The exclusive is still on sale and still in the cart; no order was made.
        expect((await cartOf(token)).body.data!.aaData).toEqual([expect.objectContaining({ productId: 1038, available: true })]);
        expect((await call<{ isSold: number }>('POST', '/api/product/selectById', { productId: 1038 })).body.data!.isSold).toBe(0);
        expect(
          (await call<{ iTotalRecords: number }>('POST', '/api/product/selectPage', { strSearchKeyword: 'PT-01038' })).body.data!
            .iTotalRecords,
        ).toBe(1);
        expect(
          (await call<{ iTotalRecords: number }>('POST', '/api/shop/selectPage', { status: 'P,Y' }, { token })).body.data!.iTotalRecords,
        ).toBe(0);
      });

      it('pays: a paid order with lines priced at checkout, the cart emptied, a confirmation mail, downloads and orderNum', async () => {
        const email = await register();
        const token = await login(email);
        await call('POST', '/api/cart/save', { productId: 1011, imgType: 4 }, { token });
        await call('POST', '/api/cart/save', { productId: 1012, imgType: 5 }, { token });
        const { data: cart } = (await call<{ total: number }>('POST', '/api/cart/list', {}, { token })).body;
        const paid = await checkout(token);
        expect(paid.body).toMatchObject({
          code: 200,
          desc: 'Payment completed',
          data: { total: cart!.total, orderNo: expect.stringMatching(/^PM\d{8}\d{6}$/) },
        });
        expect((await cartOf(token)).body.data!.aaData).toEqual([]);
        const orders = await call<{
          aaData: {
            orderNo: string;
            dateCreate: string;
            invoice: string;
            orderList: { productId: number; orderAmount: number; imgSn: string; mode: string }[];
          }[];
        }>('POST', '/api/shop/selectPage', { status: 'P,Y', iDisplayStart: 0, iDisplayLength: 4 }, { token });
        const order = orders.body.data!.aaData[0]!;
        expect(order).toMatchObject({
          orderNo: paid.body.data!.orderNo,
          invoice: '',
          dateCreate: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        });
        expect(order.orderList.map((l) => [l.productId, l.imgSn, l.mode])).toEqual([
          [1011, 'PT-01011', 'RGB'],
          [1012, 'PT-01012', 'RGB'],
        ]);
        expect(orders.body.user).toMatchObject({ email, orderNum: 1 });
        const mail = await latestMailTo(outbox, email);
        expect(mail!.subject).toBe(`Your order ${paid.body.data!.orderNo} is paid`);
        expect(mail!.text).toContain('PT-01011');
        expect(mail!.html).toContain('/personalCenter/orderForm');
        expect((await call<{ isBuy: number }>('POST', '/api/product/selectById', { productId: 1011 }, { token })).body.data!.isBuy).toBe(2);
        const url = (await call<string>('POST', '/api/product/downUrl', { id: 1011 }, { token })).body.data!;
        const file = await app.inject({ method: 'GET', url });
        expect(file.statusCode).toBe(200);
        expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);
        const stranger = await login(await register());
        expect((await call('POST', '/api/product/downUrl', { id: 1011 }, { token: stranger })).body).toMatchObject({ code: 403 });
        expect((await call('GET', '/api/shop/cancelOrder', { orderNo: order.orderNo }, { token })).body).toMatchObject({
          code: 409,
          desc: 'A paid order cannot be cancelled',
        });
        expect((await call('GET', '/api/shop/cancelOrder', { orderNo: order.orderNo }, { token: stranger })).body).toMatchObject({
          code: 404,
        });
      });

      it('issues the invoice PDF once, with the buyer details and lines; only to the owner', async () => {
        const email = await register();
        const token = await login(email);
        await call('POST', '/api/cart/save', { productId: 1013, imgType: 5 }, { token });
        const { orderId, orderNo } = (await checkout(token)).body.data!;
        const details = buyerDetails(orderId, email);
        expect((await call('POST', '/api/shop/getInvoice', { ...details, postCode: '' }, { token })).body).toMatchObject({
          code: 400,
          desc: 'postal code format error',
        });
        const first = await call<string>('POST', '/api/shop/getInvoice', details, { token });
        expect(first.body.data).toMatch(/^\/files\/invoices\/\d+-[0-9a-f]{32}\.pdf$/);
        const again = await call<string>('POST', '/api/shop/getInvoice', { ...details, name: 'Someone Else' }, { token });
        expect(again.body.data).toBe(first.body.data);
        const pdf = await app.inject({ method: 'GET', url: first.body.data! });
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        expect(pdf.rawPayload.length).toBeGreaterThan(1000);
        const listed = await call<{ aaData: { invoice: string }[] }>('POST', '/api/shop/selectPage', { orderNo }, { token });
        expect(listed.body.data!.aaData[0]!.invoice).toBe(first.body.data);
        const stranger = await login(await register());
        expect((await call('POST', '/api/shop/getInvoice', details, { token: stranger })).body).toMatchObject({
          code: 404,
          desc: 'This order does not exist',
        });
        expect((await app.inject({ method: 'GET', url: '/files/invoices/1-00000000000000000000000000000000.pdf' })).statusCode).toBe(404);
      });

      it('sells an exclusive once: of five concurrent checkouts exactly one pays, and the design leaves the store', async () => {
        const exclusiveId = 1048;
        const buyers = await Promise.all(Array.from({ length: 5 }, async () => login(await register())));
        for (const token of buyers)
          expect((await call('POST', '/api/cart/save', { productId: exclusiveId, imgType: 3 }, { token })).body.code).toBe(200);
        const results = await Promise.all(buyers.map((token) => checkout(token)));
        expect(results.map((r) => r.body.code).sort()).toEqual([200, 409, 409, 409, 409]);
        for (const r of results.filter((x) => x.body.code === 409)) expect(r.body.desc).toBe('No longer available: PT-01048');
        expect((await call<{ isSold: number }>('POST', '/api/product/selectById', { productId: exclusiveId })).body.data!.isSold).toBe(1);
        expect(
          (await call<{ iTotalRecords: number }>('POST', '/api/product/selectPage', { strSearchKeyword: 'PT-01048' })).body.data!
            .iTotalRecords,
        ).toBe(0);
        const best = await call<{ productId: number }[]>('GET', '/api/product/bestSeller');
        expect(best.body.data!.some((b) => b.productId === exclusiveId)).toBe(false);
        const loser = buyers[results.findIndex((r) => r.body.code === 409)]!;
        expect((await cartOf(loser)).body.data!.aaData).toEqual([expect.objectContaining({ productId: exclusiveId, available: false })]);
      });

      it('never charges twice for one idempotency key, even when the retry races the first request', async () => {
        const token = await login(await register());
        await call('POST', '/api/cart/save', { productId: 1014, imgType: 5 }, { token });
        const charges = await charged();
        const idempotencyKey = key();
        const [a, b] = await Promise.all([checkout(token, { idempotencyKey }), checkout(token, { idempotencyKey })]);
        expect(a.body.data!.orderId).toBe(b.body.data!.orderId);
        const c = await checkout(token, { idempotencyKey });
        expect(c.body.data!.orderId).toBe(a.body.data!.orderId);
        expect(await charged()).toBe(charges + 1);
        expect((await call<{ iTotalRecords: number }>('POST', '/api/shop/selectPage', {}, { token })).body.data!.iTotalRecords).toBe(1);
      });

      it('charges two members who happen to send the same idempotency key each for their own order', async () => {
        const [first, second] = [await login(await register()), await login(await register())];
        for (const token of [first, second]) await call('POST', '/api/cart/save', { productId: 1015, imgType: 5 }, { token });
        const charges = await charged();
        const a = await checkout(first, { idempotencyKey: 'same-key-1' });
        const b = await checkout(second, { idempotencyKey: 'same-key-1' });
        expect([a.body.code, b.body.code]).toEqual([200, 200]);
        expect(b.body.data!.orderId).not.toBe(a.body.data!.orderId);
        expect(await charged()).toBe(charges + 2);
        for (const token of [first, second]) {
          expect((await call<{ iTotalRecords: number }>('POST', '/api/shop/selectPage', {}, { token })).body.data!.iTotalRecords).toBe(1);
        }
      });

      it('lists orders 4 a page, newest first, by quick filter, number and date range', async () => {
        const token = await login(await register());
        // When each checkout began and ended: an order is dated when its checkout begins,
        // and a checkout slower than a second (a busy machine) ends a second later.
        const made: { orderNo: string; began: Date; at: Date }[] = [];
        for (const productId of [1021, 1022, 1023, 1024, 1025]) {
          await call('POST', '/api/cart/save', { productId, imgType: 5 }, { token });
          const began = now();
          made.push({ orderNo: (await checkout(token)).body.data!.orderNo, began, at: now() });
          later(20 * 86_400_000);
        }
        type Page = { aaData: { orderNo: string }[]; iTotalRecords: number };
        const page = (payload: object) => call<Page>('POST', '/api/shop/selectPage', payload, { token }).then((r) => r.body.data!);
        const first = await page({ iDisplayStart: 0 });
        expect(first.iTotalRecords).toBe(5);
        expect(first.aaData.map((o) => o.orderNo)).toEqual(
          made
            .slice(1)
            .reverse()
            .map((o) => o.orderNo),
        );
        expect((await page({ iDisplayStart: 1 })).aaData.map((o) => o.orderNo)).toEqual([made[0]!.orderNo]);
        expect((await page({ dayAgo: 30 })).aaData.map((o) => o.orderNo)).toEqual([made[4]!.orderNo]);
        expect((await page({ dayAgo: 180 })).iTotalRecords).toBe(5);
        expect((await page({ orderNo: made[2]!.orderNo.slice(-6) })).aaData.map((o) => o.orderNo)).toEqual([made[2]!.orderNo]);
        const range = `[${specDate(new Date(made[1]!.began.getTime() - 1000))},${specDate(new Date(made[2]!.at.getTime() + 1000))}]`;
        expect((await page({ datePayRange: range })).aaData.map((o) => o.orderNo)).toEqual([made[2]!.orderNo, made[1]!.orderNo]);
        expect((await call('POST', '/api/shop/selectPage', { datePayRange: '[yesterday,today]' }, { token })).body).toMatchObject({
          code: 400,
        });
      });

      it('puts designs that really sold first among the best sellers', async () => {
        const token = await login(await register());
        await call('POST', '/api/cart/save', { productId: 1059, imgType: 5 }, { token });
        await checkout(token);
        const best = await call<{ productId: number }[]>('GET', '/api/product/bestSeller');
        expect(best.body.data!.slice(0, 12).map((b) => b.productId)).toContain(1059);
        expect(best.body.data).toHaveLength(12);
      });

      describe('colourways (issue 20)', () => {
        /** A design's palette and a colourway with its first two colours changed. */
        async function recoloured(productId: number, token: string) {
          const detail = (await call<ProductDetail>('POST', '/api/product/selectById', { productId }, { token })).body.data!;
          const palette = detail.palette!.colours.map((c) => c.hex);
          const chosen = palette.map((hex, i) => ['#2e6f40', '#6a4c93'][i] ?? hex);
          return { detail, palette, chosen, colourway: colourwayOf(palette, chosen) };
        }

        it('buys a design in a colourway: the cart line, the order, the mail, the files and the invoice carry its colours', async () => {
          const email = await register();
          const token = await login(email);
          const productId = 1021;
          const { detail, palette, chosen, colourway } = await recoloured(productId, token);
          expect(palette.length).toBeGreaterThan(2);
          const save = (payload: object) => call('POST', '/api/cart/save', { productId, imgType: 5, ...payload }, { token });
          expect((await save({ colourway: '2e6f40' })).body).toMatchObject({
            code: 400,
            desc: colourwayMessages.count(palette.length, 1),
          });
          expect((await save({ colourway: 'green' })).body).toMatchObject({ code: 400, desc: colourwayMessages.format });
          expect((await cartOf(token)).body.data!.aaData).toEqual([]);
          expect((await save({ colourway: colourway.toUpperCase() })).body.code).toBe(200);

          type Line = { colourway: string; cover: string };
          const lineOf = async () => (await call<{ aaData: Line[] }>('POST', '/api/cart/list', {}, { token })).body.data!.aaData[0]!;
          const line = await lineOf();
          expect(line.colourway).toBe(colourway);
          expect(line.cover).toContain(`cw=${colourway}`);
          // The cart's thumbnail is the cover drawn in the colourway.
          const cover = await app.inject({ method: 'GET', url: `${line.cover}&w=320` });
          expect(cover.headers['content-type']).toBe('image/webp');
          expect(Math.max(...(await distanceToDominantColours(cover.rawPayload, chosen.slice(0, 2))))).toBeLessThanOrEqual(3);
          expect((await app.inject({ method: 'GET', url: `/img/cover/${productId}.webp?cw=2e6f40` })).statusCode).toBe(404);

          // Back to its own colours and into the colourway again, on the same line.
          const update = (colours?: string) => call('POST', '/api/cart/update', { productId, imgType: 5, colourway: colours }, { token });
          expect((await update(palette.map((hex) => hex.slice(1)).join(','))).body.code).toBe(200);
          expect((await lineOf()).colourway).toBe('');
          expect((await update(colourway)).body.code).toBe(200);
          expect((await update()).body.code).toBe(200);
          expect((await lineOf()).colourway).toBe(colourway);

          const paid = await checkout(token);
          expect(paid.body.code).toBe(200);
          const orders = await call<{ aaData: { orderList: { colourway: string; productCover: string }[] }[] }>(
            'POST',
            '/api/shop/selectPage',
            { orderNo: paid.body.data!.orderNo },
            { token },
          );
          expect(orders.body.data!.aaData[0]!.orderList[0]).toMatchObject({
            colourway,
            productCover: expect.stringContaining(`cw=${colourway}`),
          });
          expect((await latestMailTo(outbox, email))!.text).toContain(`${detail.imgSn}, ${colourwayLabel(colourway)}`);

          // The files: the vector master with its colours swapped, the raster drawn from it.
          const url = (await call<string>('POST', '/api/product/downUrl', { id: productId, colourway }, { token })).body.data!;
          expect((await call('POST', '/api/product/downUrl', { id: productId, colourway: '' }, { token })).body.code).toBe(403);
          const file = await app.inject({ method: 'GET', url });
          expect(file.headers['content-disposition']).toBe(`attachment; filename="${detail.imgSn}-colourway.zip"`);
          const zip = unzipSync(new Uint8Array(file.rawPayload));
          const name = `${detail.imgSn}-colourway`;
          expect(Object.keys(zip).sort()).toEqual([`${name}-300dpi.png`, `${name}.svg`, 'README.txt']);
          expect(strFromU8(zip['README.txt']!)).toContain(colourwayLabel(colourway));
          const png = Buffer.from(zip[`${name}-300dpi.png`]!);
          expect(Math.max(...(await distanceToDominantColours(png, chosen.slice(0, 2))))).toBeLessThanOrEqual(3);
          const svg = Buffer.from(zip[`${name}.svg`]!);
          const drawnSvg = await sharp(svg, { density: 24 }).png().toBuffer();
          expect(Math.max(...(await distanceToDominantColours(drawnSvg, chosen.slice(0, 2))))).toBeLessThanOrEqual(3);
          // Made once and kept: the second download is the same file.
          expect((await app.inject({ method: 'GET', url })).rawPayload.equals(file.rawPayload)).toBe(true);

          const invoice = await call<string>('POST', '/api/shop/getInvoice', buyerDetails(paid.body.data!.orderId, email), { token });
          const pdf = await app.inject({ method: 'GET', url: invoice.body.data! });
          expect(pdfText(pdf.rawPayload)).toContain(colourwayLabel(colourway));
        });

        it('keeps colourways of one design side by side in a moodboard, each removable on its own', async () => {
          const token = await login(await register());
          const productId = 1022;
          const { palette, colourway } = await recoloured(productId, token);
          const other = colourwayOf(
            palette,
            palette.map((hex, i) => (i === 0 ? '#d1495b' : hex)),
          );
          const folderId = (
            await call<{ folderId: number }>('POST', '/api/personal/saveFolder', { title: 'Colourways', desc: '' }, { token })
          ).body.data!.folderId;
          const add = (colours?: string) =>
            call('POST', '/api/personal/addBookmarkDetail', { folderId, productId, colourway: colours }, { token });
          for (const colours of [undefined, colourway, other]) expect((await add(colours)).body.code).toBe(200);
          expect((await add(colourway)).body).toMatchObject({ code: 409, desc: 'Product exist' });
          expect((await add('2e6f40')).body).toMatchObject({ code: 400, desc: colourwayMessages.count(palette.length, 1) });
          type Detail = { aaData: { productId: number; colourway?: string; cover: string }[]; iTotalRecords: number };
          const detail = async () => (await call<Detail>('POST', '/api/personal/selectBookmarkDetail', { folderId }, { token })).body.data!;
          const items = await detail();
          expect(items.iTotalRecords).toBe(3);
          expect(items.aaData.map((i) => i.colourway ?? '')).toEqual([other, colourway, '']);
          expect(items.aaData[0]!.cover).toContain(`cw=${other}`);
          // The picker's tick is the design in its own colours.
          const picker = await call<{ aaData: { folderId: number; hasProduct: number }[] }>(
            'POST',
            '/api/personal/selectBookmarkSimple',
            { productId },
            { token },
          );
          expect(picker.body.data!.aaData.find((f) => f.folderId === folderId)!.hasProduct).toBe(1);
          const remove = (colours?: string) =>
            call('POST', '/api/personal/deleteBookmarkDetail', { folderId, productId, colourway: colours }, { token });
          expect((await remove(colourway)).body.code).toBe(200);
          expect((await remove(colourway)).body.code).toBe(404);
          expect((await remove()).body.code).toBe(200);
          expect((await detail()).aaData.map((i) => i.colourway ?? '')).toEqual([other]);
        });
      });
    });
    describe('Quick Sharing to Pinterest', () => {
      const folderWith = async (token: string, productIds: number[]) => {
        const { folderId } = (
          await call<{ folderId: number }>('POST', '/api/personal/saveFolder', { title: 'Share me', desc: 'pins' }, { token })
        ).body.data!;
        for (const productId of productIds) await call('POST', '/api/personal/addBookmarkDetail', { folderId, productId }, { token });
        return folderId;
      };
      const stateOf = async (token: string, folderId: number) =>
        (
          await call<{ info: { shareState: string; boardId: string | null } }>(
            'POST',
            '/api/personal/selectBookmarkDetail',
            { folderId },
            { token },
          )
        ).body.data!.info;
      const sharer = async () => {
        const email = await register();
        await database.db.update(members).set({ pinterestAdmin: 1 }).where(eq(members.email, email));
        return login(email);
      };

      it("uses the shop's own Pinterest token when one is configured, for sharing members only", async () => {
        const shopApp = await buildApp({
          db: database.db,
          dataDir,
          now,
          pinterestApiBase: pinterest.baseUrl,
          pinterestAccessToken: pinterest.token,
        });
        try {
          const boardsWith = async (token: string) =>
            (
              await shopApp.inject({
                method: 'POST',
                url: '/api/member/boards',
                payload: { accessToken: token },
                headers: { 'access-token': token },
              })
            ).json<Envelope<{ id: string }[]>>();
          const token = await sharer();
          // The client has no Pinterest token of its own and sends its session token.
          expect((await boardsWith(token)).data!.map((b) => b.id)).toEqual(['9001', '9002']);
          const plain = await login(await register());
          expect(await boardsWith(plain)).toMatchObject({ code: 403, desc: 'Sharing is not enabled for this account' });
        } finally {
          await shopApp.close();
        }
      });

      it("lists the member's boards through Pinterest API v5, refusing a token Pinterest does not accept", async () => {
        const token = await sharer();
        const boards = await call('POST', '/api/member/boards', { accessToken: pinterest.token }, { token });
        expect(boards.body.data).toEqual([
          { id: '9001', name: 'Coastal moodboard', description: 'Waves and stripes' },
          { id: '9002', name: 'Florals SS27' },
        ]);
        const refused = await call('POST', '/api/member/boards', { accessToken: 'stolen' }, { token });
        expect(refused.body).toMatchObject({ code: 400, desc: 'Pinterest did not accept this access token' });
      });

      it('pins every design of the folder on the chosen board: uploading, then sharing', async () => {
        const token = await sharer();
        await call('POST', '/api/member/boards', { accessToken: pinterest.token }, { token });
        const folderId = await folderWith(token, [1031, 1032, 1033]);
        const before = pinterest.pins.length;
        const opened = await call('POST', '/api/member/openUploadPins', { boardId: '9002', folderId }, { token });
        expect(opened.body).toMatchObject({ code: 200, desc: 'Are Uploading...' });
        expect(await stateOf(token, folderId)).toMatchObject({ shareState: 'uploading', boardId: '9002' });
        await app.sharing.idle();
        expect(await stateOf(token, folderId)).toMatchObject({ shareState: 'sharing' });
        const made = pinterest.pins.slice(before);
        expect(made.map((p) => [p.board_id, p.title])).toEqual([
          ['9002', 'PT-01031'],
          ['9002', 'PT-01032'],
          ['9002', 'PT-01033'],
        ]);
        expect(made.every((p) => p.bytes > 1000)).toBe(true);
        // Sharing again makes no second pin of a design already pinned.
        await call('POST', '/api/member/openUploadPins', { boardId: '9002', folderId }, { token });
        await app.sharing.idle();
        expect(pinterest.pins.length).toBe(before + 3);
      });

      it('stops when asked: closeUploadPins leaves the rest unpinned and the folder not shared', async () => {
        const token = await sharer();
        await call('POST', '/api/member/boards', { accessToken: pinterest.token }, { token });
        const folderId = await folderWith(token, [1041, 1042, 1043, 1044, 1045, 1046]);
        const before = pinterest.pins.length;
        await call('POST', '/api/member/openUploadPins', { boardId: '9001', folderId }, { token });
        expect((await call('POST', '/api/member/closeUploadPins', { folderId }, { token })).body.code).toBe(200);
        await app.sharing.idle();
        expect(pinterest.pins.length - before).toBeLessThan(6);
        expect(await stateOf(token, folderId)).toMatchObject({ shareState: '' });
      });

      it('lets only members with pinterestAdmin share, and only their own folders', async () => {
        const plain = await login(await register());
        const folderId = await folderWith(plain, [1051]);
        await call('POST', '/api/member/boards', { accessToken: pinterest.token }, { token: plain });
        expect((await call('POST', '/api/member/openUploadPins', { boardId: '9001', folderId }, { token: plain })).body).toMatchObject({
          code: 403,
          desc: 'Sharing is not enabled for this account',
        });
        const other = await sharer();
        await call('POST', '/api/member/boards', { accessToken: pinterest.token }, { token: other });
        expect((await call('POST', '/api/member/openUploadPins', { boardId: '9001', folderId }, { token: other })).body.code).toBe(404);
        expect((await call('POST', '/api/member/closeUploadPins', { folderId }, { token: other })).body.code).toBe(404);
      });
    });
  });
}

/**
 * Members: registration with an emailed code, login, sessions, password reset, and the
 * account's own changes. Passwords are argon2id; session and reset tokens are random
 * 256-bit values of which only a SHA-256 is stored, so a copy of the database opens no
 * account. Messages are the ones the MSW world answers (mocks/handlers/member.ts).
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, count, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { MemberInfo, MemberSummary, SessionUser } from '../../src/api/types';
import { authRefusals } from '../../src/domain/refusals';
import type { Db } from '../db/client';
import { emailCodes, members, orders, resetTokens, sessions } from '../db/schema';
import { HttpError, refusalError } from '../http';
import { escapeHtml, type Mailer } from './mail';
import { addressKey, createRateLimiter, enforceLimit as limit } from './rateLimit';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** How long an emailed code is valid, how often one may be sent, and how many wrong guesses kill it. */
export const CODE_TTL_MS = 10 * MINUTE;
export const CODE_RESEND_MS = 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const RESET_TTL_MS = 15 * MINUTE;
/** Sessions last 30 days from the last use (sliding); the expiry is moved at most once a day. */
export const SESSION_TTL_MS = 30 * DAY;
const SESSION_REFRESH_MS = DAY;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const codeHash = (email: string, code: string) => sha256(`${email}:${code.toUpperCase()}`);
const normalise = (email: string) => email.trim().toLowerCase();
/**
 * The key of the password-guess limit: the account and the address together, so that an
 * attacker's wrong guesses slow the attacker without locking the owner out elsewhere.
 */
const guessKey = (email: string, address: string) => `${email} ${addressKey(address)}`;

export interface MembersOptions {
  mailer: Mailer;
  /** Emails that may share folders to Pinterest whatever the database says (PINTEREST_ADMINS). */
  pinterestAdmins?: string[];
  /** The clock (tests move it). */
  now?: () => Date;
}

export function createMembers(db: Db, { mailer, now = () => new Date(), pinterestAdmins = [] }: MembersOptions) {
  const sharers = new Set(pinterestAdmins.map(normalise));
  const clock = () => now().getTime();
  // Password guesses (sign-in and the old password of a change share one count) are
  // keyed by account and address together (issue 39): keyed by the account alone, ten
  // wrong guesses from anyone locked the owner out too. An address's guesses at every
  // account are limited apart, and a mailed code (password reset) is never held back by them.
  const guessesByAccountAddress = createRateLimiter(db, { name: 'guess-account-address', limit: 10, windowMs: 15 * MINUTE, now: clock });
  const guessesByAddress = createRateLimiter(db, { name: 'login-address', limit: 60, windowMs: 15 * MINUTE, now: clock });
  const codesByAddress = createRateLimiter(db, { name: 'codes-address', limit: 20, windowMs: 60 * MINUTE, now: clock });
  const resetByAddress = createRateLimiter(db, { name: 'reset-address', limit: 30, windowMs: 15 * MINUTE, now: clock });
  const registerByAddress = createRateLimiter(db, { name: 'register-address', limit: 30, windowMs: 15 * MINUTE, now: clock });

  /** Counts one password guess at `email` from `address`, refusing it over either limit. */
  const guess = async (email: string, address: string, what: string) => {
    await limit(guessesByAddress, addressKey(address), what);
    await limit(guessesByAccountAddress, guessKey(email, address), what);
  };

  async function findByEmail(email: string) {
    const [member] = await db
      .select()
      .from(members)
      .where(eq(members.email, normalise(email)));
    return member ?? null;
  }

  /** Checks and uses up the emailed code of `email`; a wrong guess counts against it. */
  async function consumeCode(email: string, code: string) {
    const wrong = () => refusalError(authRefusals.wrongCode);
    const [row] = await db.select().from(emailCodes).where(eq(emailCodes.email, email));
    if (!row || row.expiresAt.getTime() <= clock() || row.attempts >= CODE_MAX_ATTEMPTS) throw wrong();
    if (row.codeHash !== codeHash(email, code)) {
      await db
        .update(emailCodes)
        .set({ attempts: sql`${emailCodes.attempts} + 1` })
        .where(eq(emailCodes.email, email));
      throw wrong();
    }
    await db.delete(emailCodes).where(eq(emailCodes.email, email));
  }

  async function startSession(memberId: number): Promise<string> {
    const token = newToken();
    await db.insert(sessions).values({ tokenHash: sha256(token), memberId, expiresAt: new Date(clock() + SESSION_TTL_MS) });
    return token;
  }

  return {
    /** Emails a 6-digit code valid 10 minutes; one per minute per address. */
    async sendCode(rawEmail: string, address: string) {
      const email = normalise(rawEmail);
      await limit(codesByAddress, addressKey(address), 'codes requested');
      const [previous] = await db.select().from(emailCodes).where(eq(emailCodes.email, email));
      const since = previous ? clock() - previous.sentAt.getTime() : Infinity;
      if (since < CODE_RESEND_MS) {
        const seconds = Math.ceil((CODE_RESEND_MS - since) / 1000);
        throw new HttpError(429, `Please wait ${seconds} seconds before asking for another code`);
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const row = { codeHash: codeHash(email, code), sentAt: now(), expiresAt: new Date(clock() + CODE_TTL_MS), attempts: 0 };
      await db
        .insert(emailCodes)
        .values({ email, ...row })
        .onConflictDoUpdate({ target: emailCodes.email, set: row });
      // The same call serves sign-up and forgotten passwords, and answers alike whether
      // the address has an account or not (issue 39): only the mail differs, and only its
      // owner reads it. An address that already has an account is told so, and its code
      // resets the password; it registers nothing (register answers 409 to it).
      const registered = Boolean(await findByEmail(email));
      const purpose = registered ? 'reset your password' : 'create your account';
      const already = registered
        ? 'Someone asked for a code for this address, which already has an account at Pattern Marketplace, so no new account can be made with it. '
        : '';
      await mailer.send({
        to: email,
        subject: registered ? `Your password-reset code: ${code}` : `Your verification code: ${code}`,
        text: `${already}Use the code ${code} to ${purpose} at Pattern Marketplace.\n\nIt is valid for 10 minutes. If you did not ask for it, you can ignore this message.`,
        html: `${already ? `<p>${escapeHtml(already)}</p>` : ''}<p>Use this code to ${purpose} at Pattern Marketplace:</p><p style="font-size:24px;letter-spacing:4px"><strong>${escapeHtml(code)}</strong></p><p>It is valid for 10 minutes. If you did not ask for it, you can ignore this message.</p>`,
      });
    },

    async register(
      { email: rawEmail, code, password, inviteCode }: { email: string; code: string; password: string; inviteCode: string },
      address: string,
    ) {
      const email = normalise(rawEmail);
      await limit(registerByAddress, addressKey(address), 'sign-up attempts');
      // The code first (issue 39): until a right code is shown, a member's email and a
      // stranger's get the same refusal, so sign-up cannot tell who is a customer.
      // Only the code's reader, the address's owner, learns it is registered.
      await consumeCode(email, code);
      if (await findByEmail(email)) throw refusalError(authRefusals.alreadyRegistered);
      const userName = email.split('@')[0]!;
      await db
        .insert(members)
        .values({ email, passwordHash: await hash(password), userName, companyName: userName, inviteCode })
        .onConflictDoNothing();
    },

    async login(account: string, password: string, address: string): Promise<SessionUser> {
      const email = normalise(account);
      await guess(email, address, 'sign-in attempts');
      const member = await findByEmail(email);
      // The same answer (and about the same time) whether the account exists or not.
      const ok = member ? await verify(member.passwordHash, password) : (await hash(password), false);
      if (!member || !ok) throw refusalError(authRefusals.wrongPassword);
      await guessesByAccountAddress.reset(guessKey(email, address));
      const token = await startSession(member.id);
      return { token, userName: member.userName, email: member.email, companyName: member.companyName };
    },

    async logout(token: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
    },

    /** The member a token belongs to (moving its expiry along), or null. */
    async authenticate(token: string): Promise<number | null> {
      const tokenHash = sha256(token);
      const [session] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
      if (!session) return null;
      const left = session.expiresAt.getTime() - clock();
      if (left <= 0) {
        await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
        return null;
      }
      if (left < SESSION_TTL_MS - SESSION_REFRESH_MS)
        await db
          .update(sessions)
          .set({ expiresAt: new Date(clock() + SESSION_TTL_MS) })
          .where(eq(sessions.tokenHash, tokenHash));
      return session.memberId;
    },

    /** Code checked → a single-use token (15 minutes) that lets the new password be set. */
    async resetToken(rawEmail: string, code: string, address: string): Promise<string> {
      const email = normalise(rawEmail);
      await limit(resetByAddress, addressKey(address), 'attempts');
      await consumeCode(email, code);
      const member = await findByEmail(email);
      if (!member) throw refusalError(authRefusals.noAccount);
      const token = newToken();
      await db.insert(resetTokens).values({ tokenHash: sha256(token), memberId: member.id, expiresAt: new Date(clock() + RESET_TTL_MS) });
      return token;
    },

    /**
     * Sets the new password with a reset token; every open session of the account ends,
     * and the wrong guesses counted against the account from this address are forgotten:
     * a mailed code proves the owner, who may be behind the attacker's address.
     */
    async resetPassword(rawEmail: string, token: string, password: string, address: string) {
      const email = normalise(rawEmail);
      await limit(resetByAddress, addressKey(address), 'attempts');
      const member = await findByEmail(email);
      const expired = refusalError(authRefusals.resetLinkExpired);
      if (!member) throw expired;
      const [used] = await db
        .update(resetTokens)
        .set({ usedAt: now() })
        .where(
          and(
            eq(resetTokens.tokenHash, sha256(token)),
            eq(resetTokens.memberId, member.id),
            isNull(resetTokens.usedAt),
            gt(resetTokens.expiresAt, now()),
          ),
        )
        .returning();
      if (!used) throw expired;
      await db
        .update(members)
        .set({ passwordHash: await hash(password) })
        .where(eq(members.id, member.id));
      await db.delete(sessions).where(eq(sessions.memberId, member.id));
      await guessesByAccountAddress.reset(guessKey(email, address));
    },

    /**
     * Changes the password of the session's member, given the old one. The old password
     * is a guess like a sign-in's and counts in the same limit (issue 39: a stolen session
     * could otherwise try passwords without end). Every other session of the member ends
     * — one opened with the old password may be someone else's — and the one that made
     * the change (`token`) stays.
     */
    async changePassword(
      memberId: number,
      { token, address }: { token: string; address: string },
      { email, password, oldPassword }: { email: string; password: string; oldPassword: string },
    ) {
      const [member] = await db.select().from(members).where(eq(members.id, memberId));
      if (!member || member.email !== normalise(email)) throw refusalError(authRefusals.notYourEmail);
      await guess(member.email, address, 'password attempts');
      if (!(await verify(member.passwordHash, oldPassword))) throw refusalError(authRefusals.wrongOldPassword);
      await guessesByAccountAddress.reset(guessKey(member.email, address));
      await db
        .update(members)
        .set({ passwordHash: await hash(password) })
        .where(eq(members.id, memberId));
      await db.delete(sessions).where(and(eq(sessions.memberId, memberId), ne(sessions.tokenHash, sha256(token))));
    },

    async rename(memberId: number, memberName: string) {
      await db.update(members).set({ userName: memberName }).where(eq(members.id, memberId));
    },

    async info(memberId: number): Promise<MemberInfo> {
      const [member] = await db
        .select({ pinterestAdmin: members.pinterestAdmin, email: members.email })
        .from(members)
        .where(eq(members.id, memberId));
      if (!member) return { pinterestAdmin: 0 };
      return { pinterestAdmin: Math.max(member.pinterestAdmin, sharers.has(member.email) ? 1 : 0) };
    },

    /** The `user` every answer to a logged-in request carries. */
    async summary(memberId: number): Promise<MemberSummary | null> {
      const [member] = await db
        .select({ email: members.email, userName: members.userName, companyName: members.companyName })
        .from(members)
        .where(eq(members.id, memberId));
      return member ? { ...member, orderNum: await orderCount(memberId) } : null;
    },

    /** Removes sessions and codes that can no longer be used (run now and then). */
    async sweep() {
      await db.delete(sessions).where(lt(sessions.expiresAt, now()));
      await db.delete(emailCodes).where(lt(emailCodes.expiresAt, now()));
      await db.delete(resetTokens).where(lt(resetTokens.expiresAt, now()));
    },
  };

  /** Paid orders (`user.orderNum`, account §3). */
  async function orderCount(memberId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.memberId, memberId), eq(orders.status, 'Y')));
    return Number(row?.n ?? 0);
  }
}

export type Members = ReturnType<typeof createMembers>;

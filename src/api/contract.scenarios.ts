/**
 * The contract suite: one list of scenarios — calls through the real client and the
 * envelope, codes and data they must produce. It runs against the MSW world
 * (`mocks/contract.test.ts`) and against the real server, so the fixtures cannot
 * drift from the server. It uses no test framework: `check` throws on a broken rule.
 */
import { changedFields, designAuditFields } from '../domain/audit';
import { bannerGroups } from '../domain/banners';
import { holdReleaseMessages } from '../domain/checkout';
import { downloadRefusals } from '../domain/download';
import { changedPrice, roundPrice } from '../domain/licence';
import {
  adminDesignRefusals,
  authRefusals,
  curationRefusals,
  designLicenceRefusal,
  designRefusals,
  importRefusals,
  inboxRefusals,
  orderRefusals,
  refundRefusal,
} from '../domain/refusals';
import * as admin from './admin';
import { accessRefusals } from './endpoints';
import * as cart from './cart';
import { configureApi, resetApiConfig } from './config';
import { ApiError } from './errors';
import * as member from './member';
import * as open from './open';
import * as personal from './personal';
import * as product from './product';
import * as shop from './shop';
import { withTestCard } from './testGateway';
import type { ProductCard, WordGroup } from './types';

export interface ContractEnvironment {
  /** Where the shop answers, e.g. 'http://127.0.0.1:8080' or an MSW origin. */
  baseUrl: string;
  /** The verification code the shop emailed to this address. */
  readEmailCode: (email: string) => Promise<string>;
  /**
   * Makes the member with this email an operator of the shop, as the shop itself does it
   * (`npm run operator -- grant` on the server; the member's `operator` flag in the MSW
   * world). Only the 'operator' scenarios need it: the API never grants the role.
   */
  grantOperator?: (email: string) => Promise<void>;
}

export interface ContractScenario {
  name: string;
  /**
   * 'storefront' needs only the catalogue; 'members' needs accounts, carts, orders;
   * 'operator' also the back office (`grantOperator`).
   */
  scope: 'storefront' | 'members' | 'operator';
  run: (env: ContractEnvironment) => Promise<void>;
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Contract broken: ${message}`);
}

/** Awaits a call that must fail with `code` (and, if given, exactly `desc`). */
async function refused(call: Promise<unknown>, code: number, desc?: string) {
  try {
    await call;
  } catch (error) {
    check(error instanceof ApiError, `expected an ApiError with code ${code}, got ${String(error)}`);
    check(error.code === code, `expected code ${code}, got ${error.code} (${error.desc})`);
    if (desc !== undefined) check(error.desc === desc, `expected desc '${desc}', got '${error.desc}'`);
    check(typeof error.desc === 'string' && error.desc.length > 0, `code ${code} must carry a desc`);
    return error;
  }
  throw new Error(`Contract broken: expected code ${code}, but the call succeeded`);
}

/**
 * How long a suite's call may take before it fails. A shopper's call gives up after the
 * spec's 60 s; a test calling a server that a loaded machine starves (another suite
 * seeding beside it, CI on two cores) waits for the answer instead, since a slow answer
 * is not a wrong one. Ten minutes is a safety net, many times what any call needs here.
 */
export const SUITE_CALL_TIMEOUT_MS = 10 * 60_000;

let token: string | null = null;
const setToken = (value: string | null) => {
  token = value;
};

function connect(env: ContractEnvironment) {
  token = null;
  // From the defaults: the unit project runs files one after another in one module graph,
  // and a stub fetch or a short timeout another file configured would otherwise stay.
  resetApiConfig();
  configureApi({ baseUrl: env.baseUrl, getToken: () => token, onTokenInvalid: () => setToken(null), timeoutMs: SUITE_CALL_TIMEOUT_MS });
}

let sequence = 0;
/** Registers and logs in a brand-new member; returns their email. */
async function newMember(env: ContractEnvironment): Promise<string> {
  sequence += 1;
  const email = `contract${Date.now().toString(36)}${sequence}@example.com`;
  await member.getEmailCode({ email });
  const code = await env.readEmailCode(email);
  await member.emailRegister({ email, code, password: 'abc123' });
  const { data } = await member.login({ account: email, password: 'abc123' });
  check(typeof data.token === 'string' && data.token.length >= 16, 'login answers a token');
  check(data.email === email, 'login answers the email');
  setToken(data.token);
  return email;
}

async function someCards(count = 20): Promise<ProductCard[]> {
  const { data } = await product.selectPage({ priceRange: '', sSorts: '', strSearchKeyword: '', iDisplayStart: 0, iDisplayLength: count });
  check(data.aaData.length > 0, 'the catalogue has designs');
  return data.aaData;
}

const shopScenarios: ContractScenario[] = [
  {
    name: 'the filter tree has word groups with counts and Price with maxPrice',
    scope: 'storefront',
    run: async (env) => {
      connect(env);
      const { data } = await product.selectAllType();
      const price = data.find((g) => g.name === 'Price');
      check(price && typeof (price.data as { maxPrice: number }).maxPrice === 'number', "a 'Price' group with data.maxPrice");
      const groups = data.filter((g): g is WordGroup => Array.isArray(g.data));
      check(groups.length >= 3, 'several word groups');
      for (const group of groups)
        for (const word of group.data)
          check(
            typeof word.id === 'number' &&
              typeof word.word === 'string' &&
              typeof word.productCount === 'number' &&
              word.rootName === group.name,
            `word ${word.word} of ${group.name} has id, word, productCount and rootName`,
          );
    },
  },
  {
    name: 'home banners and best sellers have the spec’s fields',
    scope: 'storefront',
    run: async (env) => {
      connect(env);
      const banners = (await product.home()).data;
      for (const b of banners) {
        check([2, 6, 7].includes(b.groupId), `banner groupId ${b.groupId} is 2, 6 or 7`);
        check(/^#[0-9a-f]{6},#[0-9a-f]{6}$/i.test(b.colorBg), `colorBg '${b.colorBg}' is two hex colours`);
      }
      const best = (await product.bestSeller()).data;
      check(best.length > 0, 'best sellers are listed');
      for (const b of best)
        check(typeof b.productId === 'number' && typeof b.price === 'number' && typeof b.imgUrl === 'string', 'best seller fields');
    },
  },
  {
    name: 'store search pages, filters by word, licence and price, and sorts',
    scope: 'storefront',
    run: async (env) => {
      connect(env);
      const base = { priceRange: '', sSorts: '' as const, strSearchKeyword: '', iDisplayStart: 0, iDisplayLength: 100 };
      const all = (await product.selectPage(base)).data;
      check(all.aaData.length <= 100 && all.iTotalRecords >= all.aaData.length, 'a page of at most 100 and a total');
      const tree = (await product.selectAllType()).data;
      const group = tree.find((g): g is WordGroup => Array.isArray(g.data) && g.data.some((w) => w.productCount > 0))!;
      const word = group.data.find((w) => w.productCount > 0)!;
      const filtered = (await product.selectPage({ ...base, [word.rootName]: [word.id] })).data;
      check(
        filtered.iTotalRecords === word.productCount,
        `filtering by '${word.word}' finds its productCount (${word.productCount}), got ${filtered.iTotalRecords}`,
      );
      const exclusive = (await product.selectPage({ ...base, imgType: [3] })).data;
      check(
        exclusive.aaData.every((c) => c.isBuyout === 1),
        'licence 3 finds only exclusive designs',
      );
      const maxPrice = (tree.find((g) => g.name === 'Price')!.data as { maxPrice: number }).maxPrice;
      const whole = (await product.selectPage({ ...base, priceRange: `0,${maxPrice}` })).data;
      check(whole.iTotalRecords === all.iTotalRecords, 'the whole price range is no filter');
      const asc = (await product.selectPage({ ...base, sSorts: 'sort,asc', iDisplayLength: 5 })).data.aaData;
      const desc = (await product.selectPage({ ...base, sSorts: 'sort,desc', iDisplayLength: 5 })).data.aaData;
      check(asc[0]!.productId !== desc[0]!.productId, 'old-to-new and new-to-old start differently');
      const second = (await product.selectPage({ ...base, iDisplayStart: 1, iDisplayLength: 1 })).data.aaData;
      check(second[0]?.productId === all.aaData[1]?.productId, 'iDisplayStart skips rows');
    },
  },
  {
    name: 'bad search input is refused with 400 naming the problem',
    scope: 'storefront',
    run: async (env) => {
      connect(env);
      await refused(product.selectPage({ priceRange: '', sSorts: '', strSearchKeyword: '', iDisplayStart: 0, iDisplayLength: 101 }), 400);
      await refused(
        product.selectPage({ priceRange: 'cheap', sSorts: '', strSearchKeyword: '', iDisplayStart: 0, iDisplayLength: 10 }),
        400,
      );
    },
  },
  {
    name: 'design detail: found with its fields, unknown is 404',
    scope: 'storefront',
    run: async (env) => {
      connect(env);
      const [card] = await someCards(1);
      const { data } = await product.selectById({ productId: card!.productId });
      check(data.productId === card!.productId && data.imgSn === card!.imgSn, 'detail matches the card');
      check(data.isBuy === 0 && data.hasCollection === 0, 'a visitor has nothing in cart or folders');
      await refused(product.selectById({ productId: 99_999_999 }), 404);
    },
  },
  {
    name: 'member calls: no token is 601, an unknown token is 680',
    scope: 'members',
    run: async (env) => {
      connect(env);
      await refused(cart.list(), 601);
      await refused(personal.selectBookmark(), 601);
      setToken('not-a-real-token-at-all-0000000000');
      await refused(member.getMemberInfo(), 680);
      check(token === null, '680 clears the token');
    },
  },
  {
    name: 'register, log in, and every answer then carries user',
    scope: 'members',
    run: async (env) => {
      connect(env);
      const email = await newMember(env);
      const result = await member.getCurMember();
      check(result.user?.email === email, 'user.email is the member');
      check(result.user?.orderNum === 0, 'a new member has no orders');
      const info = await member.getMemberInfo();
      check(typeof info.data.pinterestAdmin === 'number', 'getMemberInfo answers pinterestAdmin');
      check((await product.home()).user?.email === email, 'even public calls carry user when logged in');
      await refused(member.login({ account: email, password: 'wrong123' }), 400);
    },
  },
  {
    name: 'cart: add, duplicate, licence rules, update, delete',
    scope: 'members',
    run: async (env) => {
      connect(env);
      await newMember(env);
      const cards = await someCards(40);
      const plain = cards.find((c) => c.isBuyout === 0)!;
      await cart.save({ productId: plain.productId, imgType: 5 });
      await refused(cart.save({ productId: plain.productId, imgType: 5 }), 409, 'Product exist');
      let listed = (await cart.list()).data;
      check(
        listed.aaData.some((l) => l.productId === plain.productId && l.linePrice === plain.price),
        'the cart lists it at the commercial price',
      );
      await cart.update({ productId: plain.productId, imgType: 4 });
      listed = (await cart.list()).data;
      const line = listed.aaData.find((l) => l.productId === plain.productId)!;
      check(line.linePrice === Math.round(plain.price * 0.8 * 100) / 100, 'licence 4 is 80% of price');
      await refused(cart.update({ productId: plain.productId, imgType: 3 }), 400);
      await cart.remove({ productId: plain.productId });
      check((await cart.list()).data.aaData.length === 0, 'the line is gone');
      const detail = (await product.selectById({ productId: plain.productId })).data;
      check(detail.isBuy === 0, 'after delete the design is not in the cart');
    },
  },
  {
    name: 'favourites: create, list, rename rules, save a design, only the owner sees it',
    scope: 'members',
    run: async (env) => {
      connect(env);
      await newMember(env);
      const created = (await personal.saveFolder({ title: 'Contract board', desc: 'made by the suite' })).data;
      const folders = (await personal.selectBookmark()).data;
      const folder = folders.aaData.find((f) => f.title === 'Contract board');
      check(folder, 'the new folder is listed');
      check(created.folderId === folder.folderId, 'saveFolder answers the folder');
      await refused(personal.renameFolder({ folderId: folder.folderId, title: '', desc: 'x' }), 400, 'The folder name cannot be empty');
      await refused(
        personal.renameFolder({ folderId: folder.folderId, title: 'x', desc: '' }),
        400,
        'The folder description cannot be empty',
      );
      const [card] = await someCards(1);
      await personal.addBookmarkDetail({ folderId: folder.folderId, productId: card!.productId });
      const picker = (await personal.selectBookmarkSimple(card!.productId, 'Contract')).data;
      check(
        picker.aaData.some((f) => f.folderId === folder.folderId && f.hasProduct === 1),
        'the picker marks the folder as holding it',
      );
      const detail = (await personal.selectBookmarkDetail({ folderId: folder.folderId })).data;
      check(detail.info.title === 'Contract board' && detail.aaData[0]?.productId === card!.productId, 'folder detail lists the design');
      check((await product.selectById({ productId: card!.productId })).data.hasCollection === 1, 'hasCollection counts the folder');
      await newMember(env);
      await refused(personal.selectBookmarkDetail({ folderId: folder.folderId }), 404);
      await refused(personal.deleteFolder({ folderId: folder.folderId }), 404);
    },
  },
  {
    name: 'feedback and newsletter validate and answer 200',
    scope: 'storefront',
    run: async (env) => {
      connect(env);
      await refused(open.feedback({ email: 'not-an-email', category: 4, type: 1, content: 'Hello' }), 400, 'Email format error');
      await refused(open.feedback({ email: 'a@example.com', category: 4, type: 1, content: '' }), 400, 'Category format error');
      await open.feedback({ email: 'a@example.com', category: 1, type: 1, content: 'The search is lovely' });
      await refused(open.subscribe({ email: 'x@y' }), 400, 'Email format error');
      await open.subscribe({ email: 'news@example.com' });
      await open.subscribe({ email: 'news@example.com' });
    },
  },
  {
    name: 'checkout: declined card, paid order, idempotent retry, download and invoice',
    scope: 'members',
    run: async (env) => {
      connect(env);
      const email = await newMember(env);
      const plain = (await someCards(40)).find((c) => c.isBuyout === 0)!;
      await cart.save({ productId: plain.productId, imgType: 5 });
      // The card goes to the test gateway only; the shop gets the payment's reference.
      const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Contract Buyer' };
      await refused(shop.payThroughProvider(`declined-${email}`, withTestCard({ ...card, number: '4000 0000 0000 0002' })), 402);
      await refused(shop.payThroughProvider(`luhn-${email}`, withTestCard({ ...card, number: '4242 4242 4242 4241' })), 402);
      check((await shop.orderPage({ page: 1 })).data.aaData.length === 0, 'a declined card leaves no order');
      const key = `paid-${email}`;
      const paid = (await shop.payThroughProvider(key, withTestCard(card))).data;
      check(paid.orderNo && paid.total === plain.price, 'a paid order at the commercial price');
      // PM, the day it was placed (yyyymmdd), and the order's id in six digits (orderNumber, src/domain/checkout.ts).
      check(
        /^PM\d{8}\d{6}$/.test(paid.orderNo) && Number(paid.orderNo.slice(-6)) === paid.orderId,
        `the order number is PM, the day and the id in six digits (got ${paid.orderNo} for id ${paid.orderId})`,
      );
      const again = (await shop.payThroughProvider(key, withTestCard(card))).data;
      check(again.orderId === paid.orderId, 'the same key never charges twice');
      check((await cart.list()).data.aaData.length === 0, 'the cart is empty after paying');
      const orders = (await shop.orderPage({ page: 1 })).data;
      check(orders.aaData[0]?.orderNo === paid.orderNo, 'the order is listed');
      check(orders.aaData[0]!.orderList[0]!.productId === plain.productId, 'with its line');
      check((await product.selectById({ productId: plain.productId })).data.isBuy === 2, 'the design is now purchased');
      const url = (await product.downUrl({ id: plain.productId })).data;
      check(typeof url === 'string' && url.length > 0, 'downUrl answers a file URL');
      // A colourway picks the line bought in it: the design's own colours ('') are this one;
      // colours it was not bought in are not the buyer's.
      check((await product.downUrl({ id: plain.productId, colourway: '' })).data.length > 0, 'downUrl answers the line in its own colours');
      await refused(product.downUrl({ id: plain.productId, colourway: '2e6f40,6a4c93,d1495b' }), 403, downloadRefusals.notBought);
      const invoice = {
        id: paid.orderId,
        name: 'Contract Buyer',
        email,
        address: '1 Test Way',
        city: 'Milan',
        postCode: '20100',
        country: 'Italy',
        province: 'MI',
      };
      const path = (await shop.getInvoice(invoice)).data;
      check(typeof path === 'string' && path.length > 0, 'getInvoice answers the PDF path');
      check((await shop.getInvoice(invoice)).data === path, 'asking again returns the same invoice');
      await refused(shop.getInvoice({ ...invoice, city: '' }), 400, 'city format error');
      const other = (await someCards(40)).find((c) => c.isBuyout === 0 && c.productId !== plain.productId)!;
      await refused(product.downUrl({ id: other.productId }), 403);
    },
  },
  {
    name: 'sign-up, reset and password refusals name the field they are about (data.field)',
    scope: 'members',
    run: async (env) => {
      connect(env);
      const fieldOf = (error: ApiError) => (error.data as { field?: unknown } | null | undefined)?.field;
      const stranger = `stranger${Date.now().toString(36)}${(sequence += 1)}@example.com`;
      await member.getEmailCode({ email: stranger });
      const code = await env.readEmailCode(stranger);
      const wrong = code === 'abc999' ? 'abc998' : 'abc999';
      const { code: wrongCode, desc } = authRefusals.wrongCode;
      const badCode = await refused(member.emailRegister({ email: stranger, code: wrong, password: 'abc123' }), wrongCode, desc);
      check(fieldOf(badCode) === 'code', 'a wrong code names the code');
      const { noAccount } = authRefusals;
      const unknown = await refused(member.getResetPwdToken({ email: stranger, code }), noAccount.code, noAccount.desc);
      check(fieldOf(unknown) === 'email', 'a reset for no account names the email');
      const email = await newMember(env);
      const { resetLinkExpired } = authRefusals;
      const expired = await refused(
        member.emailForgotPwd({ email, resetPwdToken: 'not-a-reset-token', password: 'abc456' }),
        resetLinkExpired.code,
        resetLinkExpired.desc,
      );
      check(fieldOf(expired) === 'resetPwdToken', 'a bad reset link names resetPwdToken');
      const { notYourEmail, wrongOldPassword } = authRefusals;
      const notYours = await refused(
        member.updatePwd({ email: `other-${email}`, password: 'abc456', oldPassword: 'abc123' }),
        notYourEmail.code,
        notYourEmail.desc,
      );
      check(fieldOf(notYours) === 'email', 'another email names the email');
      const oldWrong = await refused(
        member.updatePwd({ email, password: 'abc456', oldPassword: 'abc12x' }),
        wrongOldPassword.code,
        wrongOldPassword.desc,
      );
      check(fieldOf(oldWrong) === 'oldPassword', 'a wrong old password names oldPassword');
      // Sign-in names neither: that would tell which of the two was wrong.
      const { wrongPassword } = authRefusals;
      const signIn = await refused(member.login({ account: email, password: 'abc12x' }), wrongPassword.code, wrongPassword.desc);
      check(fieldOf(signIn) === undefined, 'a failed sign-in names no field');
    },
  },
  {
    name: 'logout ends the session',
    scope: 'members',
    run: async (env) => {
      connect(env);
      const email = await newMember(env);
      const before = token;
      await member.logout({ email });
      setToken(before);
      await refused(member.getMemberInfo(), 680);
    },
  },
];

// ── the back office ──────────────────────────────────────────────────────────

/** A brand-new member made an operator the way the shop makes one; their token is the session. Returns their email. */
async function newOperator(env: ContractEnvironment): Promise<string> {
  check(env.grantOperator, "the 'operator' scenarios need grantOperator");
  const email = await newMember(env);
  await env.grantOperator(email);
  return email;
}

/** Whoever the scenario acts as next: the token of a member signed in earlier (or null, a visitor). */
const actAs = (who: string | null) => setToken(who);

const SPEC_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const isMoney = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0 && roundPrice(value) === value;

/** A design of the store a shopper can add to the cart, by licence: exclusive (3) or not (5). */
async function designForSale(exclusive: boolean, skip: number[] = []) {
  const { data } = await product.selectPage({ priceRange: '', sSorts: '', strSearchKeyword: '', iDisplayStart: 0, iDisplayLength: 100 });
  const card = data.aaData.find((c) => c.isBuyout === (exclusive ? 1 : 0) && !skip.includes(c.productId));
  check(card, `the store has ${exclusive ? 'an exclusive' : 'a non-exclusive'} design on sale`);
  return card;
}

/** The signed-in shopper buys one design under its licence and pays with the test card; answers the paid order. */
async function buy(productId: number, imgType: 3 | 5, key: string) {
  await cart.save({ productId, imgType });
  const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Contract Buyer' };
  return (await shop.payThroughProvider(key, withTestCard(card))).data;
}

/** The newest audit entry of an action. */
async function latestAudit(action: string) {
  const { data } = await admin.adminAudit({ action, iDisplayLength: 1 });
  check(data.aaData[0], `the audit log has a '${action}' entry`);
  return data.aaData[0];
}

/** Polls an import job until it is no longer running (the test's own time limit bounds the wait). */
async function finishedImport(jobId: string) {
  for (;;) {
    const { data } = await admin.adminImportJob({ jobId });
    check(data.jobId === jobId, 'the job answers its id');
    check(data.done <= data.total, `done (${data.done}) never passes total (${data.total})`);
    if (data.state !== 'running') return data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A small artwork a studio might send: an SVG, unique to this run. */
function artworkSvg(seed: string) {
  const hue = [...seed].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % 360;
  const dots = Array.from({ length: 12 }, (_, i) => {
    const x = (i * 97) % 600;
    const y = (i * 53) % 600;
    return `<circle cx="${x}" cy="${y}" r="${30 + (i % 4) * 10}" fill="hsl(${(hue + i * 29) % 360} 60% 50%)"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="hsl(${hue} 40% 90%)"/>${dots}</svg>`;
}

const operatorScenarios: ContractScenario[] = [
  {
    name: 'back office: no token is 601, a member who is not an operator 403, an operator is let in',
    scope: 'operator',
    run: async (env) => {
      connect(env);
      await refused(admin.adminDashboard({ days: 7 }), 601, accessRefusals.notLoggedIn);
      const email = await newMember(env);
      await refused(admin.adminSession(), 403, accessRefusals.operatorsOnly);
      await refused(admin.adminDesigns({}), 403, accessRefusals.operatorsOnly);
      await refused(admin.adminSubscribersCsv(), 403, accessRefusals.operatorsOnly);
      check(env.grantOperator, "the 'operator' scenarios need grantOperator");
      await env.grantOperator(email);
      const session = await admin.adminSession();
      check(session.envelope.code === 200 && session.data.email === email, 'adminSession answers the operator’s email');
      check(session.user?.email === email, 'an operator call carries user too');
    },
  },
  {
    name: 'back office designs: list, search, sort; a price change shows in the store and the audit; refusals use the domain’s words',
    scope: 'operator',
    run: async (env) => {
      connect(env);
      const operator = await newOperator(env);
      const operatorToken = token;
      const listed = (await admin.adminDesigns({ iDisplayLength: 5 })).data;
      check(listed.aaData.length === 5 && listed.iTotalRecords >= 5, 'a page of designs and the total');
      for (const d of listed.aaData)
        check(
          typeof d.productId === 'number' &&
            typeof d.imgSn === 'string' &&
            isMoney(d.price) &&
            ['onSale', 'withdrawn', 'sold'].includes(d.status) &&
            SPEC_DATE.test(d.dateCreate) &&
            typeof d.sales === 'number',
          `design row ${d.imgSn} has its fields`,
        );
      const byPrice = (await admin.adminDesigns({ sort: 'priceDesc', iDisplayLength: 10 })).data.aaData;
      const shown = byPrice.map((d) => (d.isBuyout ? d.priceOnce : d.price));
      check(
        shown.every((p, i) => i === 0 || p <= shown[i - 1]!),
        `priceDesc sorts by the price shown, highest first (${shown.join(', ')})`,
      );
      const card = await designForSale(false);
      const [design] = (await admin.adminDesigns({ keyword: card.imgSn })).data.aaData.filter((d) => d.imgSn === card.imgSn);
      check(design && design.productId === card.productId && design.status === 'onSale', 'the keyword finds the design by its serial');
      const price = roundPrice(design.price + 1.25);
      const saved = await admin.adminDesignUpdate({ productId: design.productId, price });
      check(
        saved.envelope.code === 200 && saved.message === 'Saved' && saved.data.price === price,
        'the update answers the design at its new price',
      );
      actAs(null);
      check((await product.selectById({ productId: design.productId })).data.price === price, 'the store shows the new price at once');
      actAs(operatorToken);
      const entry = await latestAudit('design.update');
      check(entry.target === `design ${design.imgSn}` && entry.actor === operator, 'the audit names the design and the operator');
      check(
        JSON.stringify({ before: entry.before, after: entry.after }) ===
          JSON.stringify(changedFields(design, saved.data, designAuditFields)),
        `the audit shows only the price, before and after (got ${JSON.stringify(entry.before)} → ${JSON.stringify(entry.after)})`,
      );
      // An update that changes nothing is not audited.
      const entries = (await admin.adminAudit({ action: 'design.update' })).data.iTotalRecords;
      check((await admin.adminDesignUpdate({ productId: design.productId, price })).data.price === price, 'the same price is saved');
      check(
        (await admin.adminAudit({ action: 'design.update' })).data.iTotalRecords === entries,
        'an update changing nothing is not audited',
      );
      // An exclusive needs a buyout price: the refusal and its words are the domain's.
      const rule = designLicenceRefusal({ ...saved.data, sold: false }, { isBuyout: 1, priceOnce: 0 });
      check(rule, 'the domain refuses an exclusive without a buyout price');
      const error = await refused(
        admin.adminDesignUpdate({ productId: design.productId, isBuyout: 1, priceOnce: 0 }),
        rule.code,
        rule.desc,
      );
      check((error.data as { field?: string } | undefined)?.field === rule.field, `the refusal names ${rule.field}`);
      await refused(admin.adminDesignUpdate({ productId: design.productId, price: 0 }), 400);
      const after = (await admin.adminDesigns({ keyword: design.imgSn })).data.aaData.find((d) => d.productId === design.productId);
      check(after?.price === price && after.isBuyout === 0, 'a refused update changes nothing');
      const { missing } = designRefusals;
      await refused(admin.adminDesignUpdate({ productId: 99_999_999, price: 10 }), missing.code, missing.desc);
    },
  },
  {
    name: 'back office designs: a withdrawn design leaves the store, restore brings it back, both audited',
    scope: 'operator',
    run: async (env) => {
      connect(env);
      await newOperator(env);
      const operator = token;
      const card = await designForSale(false);
      const search = async () => {
        actAs(null);
        const found = (
          await product.selectPage({ priceRange: '', sSorts: '', strSearchKeyword: card.imgSn, iDisplayStart: 0, iDisplayLength: 20 })
        ).data.aaData;
        actAs(operator);
        return found.some((c) => c.productId === card.productId);
      };
      check(await search(), 'the store finds the design by its serial');
      const withdrawn = await admin.adminDesignWithdraw({ productId: card.productId });
      check(withdrawn.message === 'Withdrawn from sale' && withdrawn.data.status === 'withdrawn', 'the design is withdrawn');
      check(!(await search()), 'a withdrawn design leaves the store');
      const listed = (await admin.adminDesigns({ status: 'withdrawn', iDisplayLength: 100 })).data.aaData;
      check(
        listed.some((d) => d.productId === card.productId),
        'the back office lists it among the withdrawn',
      );
      check((await latestAudit('design.withdraw')).target === `design ${card.imgSn}`, 'the withdrawal is audited');
      check((await admin.adminDesignWithdraw({ productId: card.productId })).data.status === 'withdrawn', 'withdrawing again is harmless');
      const restored = await admin.adminDesignRestore({ productId: card.productId });
      check(restored.message === 'Back on sale' && restored.data.status === 'onSale', 'the design is back on sale');
      check(await search(), 'restore brings it back to the store');
      check((await latestAudit('design.restore')).target === `design ${card.imgSn}`, 'the restore is audited');
      const { missing } = designRefusals;
      await refused(admin.adminDesignWithdraw({ productId: 99_999_999 }), missing.code, missing.desc);
      await refused(admin.adminDesignRestore({ productId: 99_999_999 }), missing.code, missing.desc);
    },
  },
  {
    name: 'bulk price: the preview changes nothing, applying it shows in the design list and the store',
    scope: 'operator',
    run: async (env) => {
      connect(env);
      await newOperator(env);
      const picked = (await admin.adminDesigns({ status: 'onSale', sort: 'imgSn', iDisplayLength: 20 })).data.aaData
        .filter((d) => d.isBuyout === 0)
        .slice(0, 3);
      check(picked.length === 3, 'three non-exclusive designs on sale');
      const productIds = picked.map((d) => d.productId);
      const preview = await admin.adminBulkPrice({ productIds, change: 'percent', value: 10 });
      check(preview.message === 'Preview' && preview.data.applied === false, 'the preview is not applied');
      check(preview.data.lines.length === 3, 'the preview has a line per design');
      for (const line of preview.data.lines) {
        const design = picked.find((d) => d.productId === line.productId);
        check(design && line.imgSn === design.imgSn && line.before === design.price, `the preview starts from ${line.imgSn}’s price`);
        check(line.after === changedPrice(line.before, 'percent', 10), `${line.imgSn}: the domain’s rounding of +10%`);
      }
      check(
        preview.data.lines.every((l, i, all) => i === 0 || all[i - 1]!.imgSn.localeCompare(l.imgSn) <= 0),
        'the lines come by serial',
      );
      const unchanged = (await admin.adminDesigns({ keyword: picked[0]!.imgSn })).data.aaData.find((d) => d.productId === productIds[0]);
      check(unchanged?.price === picked[0]!.price, 'a preview changes no price');
      const applied = await admin.adminBulkPrice({ productIds, change: 'percent', value: 10, apply: true });
      check(applied.message === 'Prices changed' && applied.data.applied === true, 'the change is applied');
      for (const line of applied.data.lines) {
        const row = (await admin.adminDesigns({ keyword: line.imgSn })).data.aaData.find((d) => d.productId === line.productId);
        check(row?.price === line.after, `the design list shows ${line.imgSn} at ${line.after}`);
        check(
          (await product.selectById({ productId: line.productId })).data.price === line.after,
          `the store shows ${line.imgSn} at ${line.after}`,
        );
      }
      const entry = await latestAudit('design.bulkPrice');
      check(entry.target === '3 designs (price, percent 10)', `the bulk change is audited once (got '${entry.target}')`);
      const refusal = adminDesignRefusals.noSuchDesigns([99_999_999]);
      await refused(
        admin.adminBulkPrice({ productIds: [productIds[0]!, 99_999_999], change: 'add', value: 1 }),
        refusal.code,
        refusal.desc,
      );
    },
  },
  {
    name: 'import: an uploaded folder runs to a finished job, reports every row, and its design is listed',
    scope: 'operator',
    run: async (env) => {
      connect(env);
      const operator = await newOperator(env);
      const serial = `CT-${Date.now().toString(36).toUpperCase()}${(sequence += 1)}`;
      const csv = [
        'image,imgSn,title,price,exclusive,tags',
        `art/${serial}.svg,${serial},Contract meadow,27.5,no,meadow|contract`,
        `art/missing.svg,${serial}-X,Missing,12,no,`,
        `art/${serial}.svg,${serial}-F,Free one,free,no,`,
      ].join('\n');
      const started = await admin.adminImport([
        { path: 'designs.csv', file: new Blob([csv], { type: 'text/csv' }) },
        { path: `art/${serial}.svg`, file: new Blob([artworkSvg(serial)], { type: 'image/svg+xml' }) },
      ]);
      check(started.envelope.code === 200 && started.message === 'Import started', 'the import starts');
      check(started.data.state === 'running' && typeof started.data.jobId === 'string', 'the job runs in the background');
      const job = await finishedImport(started.data.jobId);
      check(job.state === 'done' && job.error === null, `the job finishes (got ${job.state}: ${job.error})`);
      check(job.total === 3 && job.done === 3, `every row is counted (total ${job.total}, done ${job.done})`);
      const report = job.report;
      check(report && report.file === 'designs.csv' && report.total === 3, 'the report names the sheet and its rows');
      check(report.created === 1 && report.updated === 0, `one design is created (got ${report.created})`);
      check(
        JSON.stringify(report.refused) ===
          JSON.stringify([
            { line: 3, field: 'image', message: "image 'art/missing.svg' is not in the folder" },
            { line: 4, field: 'price', message: "price 'free' must be a number of dollars from 0.01 to 100,000, like 24.90" },
          ]),
        `the missing image and the price that is not one are refused on their lines (got ${JSON.stringify(report.refused)})`,
      );
      const outcome = report.designs[0];
      check(
        outcome && outcome.line === 2 && outcome.imgSn === serial && outcome.outcome === 'created',
        'the report names the design created',
      );
      const [design] = (await admin.adminDesigns({ keyword: serial })).data.aaData.filter((d) => d.imgSn === serial);
      check(design && design.productId === outcome.productId, 'the design list has the imported design');
      check(
        design.source === 'imported' && design.price === 27.5 && design.label === 'Contract meadow',
        'with the sheet’s source, price and title',
      );
      check(design.status === 'onSale' && design.isBuyout === 0, 'on sale, not exclusive');
      check(design.format === 'SVG' && design.isVector === 1, `its files are the SVG, a vector (got ${design.format}, ${design.isVector})`);
      const entry = await latestAudit('design.import.create');
      check(entry.target === `design ${serial}` && entry.actor === operator, `the import is audited per design (got '${entry.target}')`);
      const { noSuchJob } = importRefusals;
      await refused(admin.adminImportJob({ jobId: 'imp_nosuchjob' }), noSuchJob.code, noSuchJob.desc);
      const { noFiles } = importRefusals;
      await refused(admin.adminImport([]), noFiles.code, noFiles.desc);
    },
  },
  {
    name: 'orders: a buyer’s order is found; a refund marks the line, ends the download and shows on the dashboard',
    scope: 'operator',
    run: async (env) => {
      connect(env);
      await newOperator(env);
      const operator = token;
      const before = (await admin.adminDashboard({ days: 7 })).data;
      const buyer = await newMember(env);
      const shopper = token;
      const card = await designForSale(false);
      const paid = await buy(card.productId, 5, `operator-refund-${buyer}`);
      actAs(operator);
      const found = (await admin.adminOrders({ email: buyer })).data;
      check(found.iTotalRecords === 1 && found.aaData.length === 1, 'the buyer’s one order is found by email');
      const order = found.aaData[0]!;
      check(order.orderNo === paid.orderNo && order.id === paid.orderId && order.email === buyer, 'the order, its number and buyer');
      check(order.status === 'Y' && order.total === card.price && order.refunded === 0, 'paid, at the price, nothing refunded');
      check(SPEC_DATE.test(order.dateCreate) && order.datePaid !== null && SPEC_DATE.test(order.datePaid), 'dates as the shop writes them');
      check(typeof order.paymentRef === 'string' && order.cardLast4 === '4242', 'the payment and the card’s last four');
      const line = order.lines[0]!;
      check(order.lines.length === 1 && line.productId === card.productId && line.imgSn === card.imgSn, 'the line is the design bought');
      check(line.amount === card.price && line.imgType === 5 && line.refundedAt === null, 'at its price, not refunded');
      check(
        (await admin.adminOrders({ orderNo: paid.orderNo })).data.aaData.map((o) => o.id).join() === String(paid.orderId),
        'the order number finds the order',
      );
      const sold = (await admin.adminDashboard({ days: 7 })).data;
      const ordersIn = (d: typeof sold) => d.days.reduce((sum, day) => sum + day.orders, 0);
      check(sold.totals.orders === before.totals.orders + 1, 'the dashboard counts the order');
      check(sold.totals.revenue === roundPrice(before.totals.revenue + card.price), 'and its revenue');
      check(ordersIn(sold) === ordersIn(before) + 1, 'in the days shown');
      const reason = 'The colours print wrong';
      const refunded = await admin.adminRefundLine({ lineId: line.lineId, reason });
      check(
        refunded.message === 'Refunded' && refunded.data.refunded === card.price,
        'the refund answers the order with the amount refunded',
      );
      const marked = refunded.data.lines[0]!;
      check(
        marked.refundedAt !== null && SPEC_DATE.test(marked.refundedAt) && marked.refundReason === reason,
        'the line is marked refunded, with why',
      );
      const again = refundRefusal({ paid: true, refundedOn: marked.refundedAt, exclusive: false }, false);
      check(again, 'the domain refuses a second refund');
      await refused(admin.adminRefundLine({ lineId: line.lineId, reason: 'again' }), again.code, again.desc);
      const { lineMissing } = orderRefusals;
      await refused(admin.adminRefundLine({ lineId: 99_999_999, reason }), lineMissing.code, lineMissing.desc);
      check((await latestAudit('order.refund')).target === `order ${paid.orderNo}, line ${card.imgSn}`, 'the refund is audited');
      const after = (await admin.adminDashboard({ days: 7 })).data;
      check(after.totals.refunded === roundPrice(sold.totals.refunded + card.price), 'the dashboard counts the refund');
      check(after.totals.revenue === before.totals.revenue, 'and takes it off the revenue');
      actAs(shopper);
      await refused(product.downUrl({ id: card.productId }), 403, downloadRefusals.refunded);
      const mine = (await shop.orderPage({ page: 1 })).data.aaData[0]!;
      check(mine.orderNo === paid.orderNo && mine.orderList[0]?.refunded === 1, 'the buyer’s order shows the line refunded');
    },
  },
  {
    name: 'replacement file: the buyer’s next download is the operator’s file; a sold exclusive stays off sale',
    scope: 'operator',
    run: async (env) => {
      connect(env);
      await newOperator(env);
      const operator = token;
      const buyer = await newMember(env);
      const shopper = token;
      const card = await designForSale(true);
      const paid = await buy(card.productId, 3, `operator-replace-${buyer}`);
      actAs(operator);
      const order = (await admin.adminOrders({ email: buyer })).data.aaData[0]!;
      check(order.id === paid.orderId && order.lines[0]?.imgType === 3, 'the exclusive’s order');
      const line = order.lines[0]!;
      check(line.replacementName === null, 'no replacement yet');
      const content = `corrected master of ${card.imgSn}`;
      const fixed = new File([new TextEncoder().encode(content)], 'corrected-master.tif');
      const replaced = await admin.adminReplaceFile(line.lineId, fixed);
      check(replaced.message === 'Replacement attached', 'the replacement is attached');
      check(replaced.data.lines[0]?.replacementName === 'corrected-master.tif', 'the line names the replacement');
      check((await latestAudit('order.replaceFile')).target === `order ${paid.orderNo}, line ${card.imgSn}`, 'the replacement is audited');
      const { lineMissing } = orderRefusals;
      await refused(admin.adminReplaceFile(99_999_999, fixed), lineMissing.code, lineMissing.desc);
      // The design was an exclusive: sold, it left the store, and the operator cannot put it back by hand.
      const row = (await admin.adminDesigns({ keyword: card.imgSn })).data.aaData.find((d) => d.productId === card.productId);
      check(row?.status === 'sold' && row.sales === 1, 'the design list shows the exclusive sold once');
      const { soldCannotReturn, soldOffSale } = adminDesignRefusals;
      await refused(admin.adminDesignRestore({ productId: card.productId }), soldCannotReturn.code, soldCannotReturn.desc);
      await refused(admin.adminDesignWithdraw({ productId: card.productId }), soldOffSale.code, soldOffSale.desc);
      actAs(shopper);
      const url = (await product.downUrl({ id: card.productId })).data;
      check(/\/files\/replacements\/\d+\?expires=/.test(url), `the download link is the replacement’s (got ${url})`);
      const answer = await fetch(new URL(url, env.baseUrl));
      check(answer.status === 200, `the replacement downloads (got ${answer.status})`);
      check((answer.headers.get('content-disposition') ?? '').includes('corrected-master.tif'), 'under its own name');
      check((await answer.text()) === content, 'and is the operator’s file');
    },
  },
  {
    name: 'holds: a started payment holds an exclusive, the operator sees and releases it',
    scope: 'operator',
    run: async (env) => {
      connect(env);
      await newOperator(env);
      const operator = token;
      const holder = await newMember(env);
      const card = await designForSale(true);
      await cart.save({ productId: card.productId, imgType: 3 });
      const started = (await shop.startPayment({ agree: true, idempotencyKey: `operator-hold-${holder}` })).data;
      check(!started.paid && typeof started.orderNo === 'string', 'an unpaid order is started');
      actAs(operator);
      const held = (await admin.adminHolds()).data.filter((h) => h.productId === card.productId);
      check(held.length === 1, 'the held exclusive is listed');
      const row = held[0]!;
      check(row.holder === holder && row.imgSn === card.imgSn && row.orderNo === started.orderNo, 'with its holder and order');
      check(SPEC_DATE.test(row.heldSince) && SPEC_DATE.test(row.holdUntil) && row.heldSince < row.holdUntil, 'since when and until when');
      check(Number.isInteger(row.minutesLeft) && row.minutesLeft > 0, `minutes left (got ${row.minutesLeft})`);
      const released = await admin.adminHoldRelease({ orderNo: started.orderNo });
      check(released.message === holdReleaseMessages.released, 'the release answers in the domain’s words');
      check(
        released.data.some((h) => h.productId === card.productId),
        'and names the design released',
      );
      check(!(await admin.adminHolds()).data.some((h) => h.productId === card.productId), 'the design is held no more');
      check((await latestAudit('hold.release')).target === `order ${started.orderNo} of ${holder}`, 'the release is audited');
      await refused(admin.adminHoldRelease({ orderNo: started.orderNo }), 404, holdReleaseMessages.notHeld);
    },
  },
  {
    name: 'inbox: a shopper’s message is listed open, handled, opened again and answered; the dashboard counts it',
    scope: 'operator',
    run: async (env) => {
      connect(env);
      await newOperator(env);
      const operator = token;
      const before = (await admin.adminDashboard({ days: 7 })).data.totals.openFeedback;
      const content = `Contract question ${Date.now().toString(36)}${(sequence += 1)}: is the repeat seamless?`;
      actAs(null);
      await open.feedback({ email: 'inbox.contract@example.com', category: 1, type: 1, content });
      actAs(operator);
      const find = async (status: '' | 'open' | 'handled') =>
        (await admin.adminFeedback({ status, iDisplayLength: 100 })).data.aaData.find((m) => m.content === content);
      const message = await find('open');
      check(message, 'the message is in the open inbox');
      check(message.email === 'inbox.contract@example.com' && message.category === 1 && !message.handled, 'from its sender, open');
      check(SPEC_DATE.test(message.dateCreate) && message.replies.length === 0, 'dated, not answered');
      check((await admin.adminDashboard({ days: 7 })).data.totals.openFeedback === before + 1, 'the dashboard counts it open');
      const handled = await admin.adminFeedbackHandle({ id: message.id, handled: true });
      check(handled.message === 'Saved' && handled.data.handled === true, 'marked handled');
      check(!(await find('open')) && (await find('handled')), 'it moves from open to handled');
      check((await admin.adminDashboard({ days: 7 })).data.totals.openFeedback === before, 'the dashboard counts it no more');
      check((await latestAudit('feedback.handle')).target === `message ${message.id} from ${message.email}`, 'handling is audited');
      check((await admin.adminFeedbackHandle({ id: message.id, handled: false })).data.handled === false, 'opened again');
      check((await latestAudit('feedback.reopen')).target === `message ${message.id} from ${message.email}`, 'reopening is audited');
      const reply = await admin.adminFeedbackReply({ id: message.id, subject: 'Your question', text: 'Yes, it repeats seamlessly.' });
      check(reply.message === 'Reply sent' && reply.data.handled === true, 'a reply marks it handled');
      const sent = reply.data.replies[0];
      check(reply.data.replies.length === 1 && sent && sent.subject === 'Your question' && SPEC_DATE.test(sent.at), 'the reply is kept');
      check((await latestAudit('feedback.reply')).target === `message ${message.id} from ${message.email}`, 'the reply is audited');
      const { missing } = inboxRefusals;
      await refused(admin.adminFeedbackHandle({ id: 99_999_999, handled: true }), missing.code, missing.desc);
      await refused(admin.adminFeedbackReply({ id: 99_999_999, subject: 'x', text: 'y' }), missing.code, missing.desc);
    },
  },
  {
    name: 'newsletter: new subscribers are listed, counted and exported as CSV with formulas defused',
    scope: 'operator',
    run: async (env) => {
      connect(env);
      await newOperator(env);
      const operator = token;
      const before = (await admin.adminDashboard({ days: 7 })).data.totals.subscribers;
      const stamp = `${Date.now().toString(36)}${(sequence += 1)}`;
      const plain = `news.${stamp}@example.com`;
      const formula = `-news.${stamp}@example.com`;
      actAs(null);
      await open.subscribe({ email: plain });
      await open.subscribe({ email: formula });
      actAs(operator);
      const found = (await admin.adminSubscribers({ keyword: `news.${stamp}` })).data;
      check(found.iTotalRecords === 2 && found.aaData.length === 2, 'the keyword finds both');
      check(
        found.aaData.every((s) => [plain, formula].includes(s.email) && SPEC_DATE.test(s.dateCreate)),
        'each with the day it subscribed',
      );
      check((await admin.adminDashboard({ days: 7 })).data.totals.subscribers === before + 2, 'the dashboard counts them');
      const { blob, fileName } = await admin.adminSubscribersCsv();
      check(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/.test(fileName), `the file is named by the day (got ${fileName})`);
      const lines = (await blob.text()).split('\r\n');
      check(lines[0] === 'email,subscribed' && lines.at(-1) === '', 'a header, CRLF lines');
      const row = (email: string) => lines.find((l) => l.split(',')[0] === email);
      check(row(plain) && SPEC_DATE.test(row(plain)!.split(',')[1]!), 'the plain address is exported with its date');
      check(row(`'${formula}`) && !row(formula), 'an address a spreadsheet would run as a formula is defused');
      check((await latestAudit('subscribers.export')).actor.length > 0, 'the export is audited');
    },
  },
  {
    name: 'home curation: a banner saved is listed and shown, changed, then deleted; pinned designs lead Best Sellers',
    scope: 'operator',
    run: async (env) => {
      connect(env);
      await newOperator(env);
      const operator = token;
      const card = await designForSale(false);
      const title = `Contract edit ${Date.now().toString(36)}${(sequence += 1)}`;
      const banner = { imgUrl: card.cover, groupId: 6 as const, title, colorBg: '#1f3a5f,#c9d6e3', productId: card.productId };
      const saved = await admin.adminBannerSave(banner);
      check(saved.message === 'Saved' && typeof saved.data.id === 'number', 'the banner is saved with an id');
      check(saved.data.groupName === bannerGroups[6] && saved.data.title === title, 'in its group, with its title');
      const listed = (await admin.adminBanners()).data;
      check(
        listed.some((b) => b.id === saved.data.id && b.title === title && b.productId === card.productId),
        'the banner is listed',
      );
      const home = async () => {
        actAs(null);
        const titles = (await product.home()).data.map((b) => b.title);
        actAs(operator);
        return titles;
      };
      check((await home()).includes(title), 'the home page shows it');
      check((await latestAudit('banner.create')).target === `banner ${saved.data.id} '${title}'`, 'the new banner is audited');
      const renamed = await admin.adminBannerSave({ ...banner, id: saved.data.id, title: `${title} (2)` });
      check(renamed.data.id === saved.data.id && renamed.data.title === `${title} (2)`, 'saving with its id changes it');
      check((await admin.adminBanners()).data.filter((b) => b.id === saved.data.id)[0]?.title === `${title} (2)`, 'the change is listed');
      check((await latestAudit('banner.update')).target === `banner ${saved.data.id} '${title} (2)'`, 'the change is audited');
      const deleted = await admin.adminBannerDelete({ id: saved.data.id });
      check(deleted.message === 'Deleted', 'the banner is deleted');
      check(!(await admin.adminBanners()).data.some((b) => b.id === saved.data.id), 'it is listed no more');
      check(!(await home()).some((t) => t.startsWith(title)), 'nor on the home page');
      check((await latestAudit('banner.delete')).target === `banner ${saved.data.id} '${title} (2)'`, 'the deletion is audited');
      const { missing, notADesign, noSuchPinned } = curationRefusals;
      await refused(admin.adminBannerDelete({ id: saved.data.id }), missing.code, missing.desc);
      const stranger = notADesign(99_999_999);
      await refused(admin.adminBannerSave({ ...banner, productId: 99_999_999 }), stranger.code, stranger.desc);

      const pinsBefore = (await admin.adminBestSellers()).data.productIds;
      const second = await designForSale(false, [card.productId]);
      const pinned = await admin.adminBestSellersSave({ productIds: [second.productId, card.productId] });
      check(
        pinned.message === 'Saved' && pinned.data.productIds.join() === `${second.productId},${card.productId}`,
        'the pins are saved in order',
      );
      check(pinned.data.designs.map((d) => d.imgSn).join() === `${second.imgSn},${card.imgSn}`, 'with the pinned designs');
      check((await admin.adminBestSellers()).data.productIds.join() === `${second.productId},${card.productId}`, 'the pins are listed');
      actAs(null);
      const best = (await product.bestSeller()).data.slice(0, 2).map((b) => b.productId);
      actAs(operator);
      check(best.join() === `${second.productId},${card.productId}`, `pinned designs lead Best Sellers (got ${best.join()})`);
      check((await latestAudit('bestSellers.pin')).target === 'Best Sellers', 'pinning is audited');
      const none = noSuchPinned([99_999_999]);
      await refused(admin.adminBestSellersSave({ productIds: [99_999_999] }), none.code, none.desc);
      await admin.adminBestSellersSave({ productIds: pinsBefore });
    },
  },
  {
    name: 'dashboard and audit: figures of the right shape; the audit lists newest first, filters by action and keyword',
    scope: 'operator',
    run: async (env) => {
      connect(env);
      const operator = await newOperator(env);
      const { data } = await admin.adminDashboard({});
      check(data.days.length === 30, `30 days by default (got ${data.days.length})`);
      for (const [i, day] of data.days.entries()) {
        check(
          /^\d{4}-\d{2}-\d{2}$/.test(day.date) && Number.isInteger(day.orders) && day.orders >= 0 && isMoney(day.revenue),
          `day ${day.date}`,
        );
        if (i > 0)
          check(
            Date.parse(`${day.date}T00:00:00Z`) - Date.parse(`${data.days[i - 1]!.date}T00:00:00Z`) === 86_400_000,
            'the days follow one another',
          );
      }
      for (const top of data.top)
        check(
          typeof top.imgSn === 'string' && Number.isInteger(top.sold) && top.sold > 0 && isMoney(top.revenue),
          `top design ${top.imgSn}`,
        );
      check(
        data.top.every((t, i) => i === 0 || t.sold <= data.top[i - 1]!.sold),
        'the top designs by sales',
      );
      const { totals } = data;
      check(
        [totals.orders, totals.designsOnSale, totals.openFeedback, totals.subscribers].every((n) => Number.isInteger(n) && n >= 0) &&
          isMoney(totals.revenue) &&
          isMoney(totals.refunded),
        'totals are counts and amounts',
      );
      check(totals.designsOnSale > 0, 'designs are on sale');
      check((await admin.adminDashboard({ days: 7 })).data.days.length === 7, 'the days asked for');
      await refused(admin.adminDashboard({ days: 3 }), 400);
      // The operator's own steps, newest first.
      const card = await designForSale(false);
      await admin.adminDesignWithdraw({ productId: card.productId });
      await admin.adminDesignRestore({ productId: card.productId });
      // The keyword finds the grant too (it names the operator), made from the command line.
      const found = (await admin.adminAudit({ keyword: operator, iDisplayLength: 10 })).data;
      check(found.iTotalRecords === 3, `the keyword finds the grant and the operator’s two steps (got ${found.iTotalRecords})`);
      check(found.aaData.map((a) => a.action).join() === 'design.restore,design.withdraw,operator.grant', 'newest first');
      const grant = found.aaData[2]!;
      check(
        grant.actor === 'command line' && grant.target === `member ${operator}` && grant.address === null,
        'the grant was made from the command line',
      );
      const mine = found.aaData.slice(0, 2);
      for (const entry of mine)
        check(
          entry.actor === operator && SPEC_DATE.test(entry.at) && typeof entry.id === 'number' && typeof entry.address === 'string',
          'each entry has who, when and from where',
        );
      const withdrawals = (await admin.adminAudit({ action: 'design.withdraw', iDisplayLength: 100 })).data.aaData;
      check(withdrawals.length > 0 && withdrawals.every((a) => a.action === 'design.withdraw'), 'the action filter keeps only that action');
    },
  },
];

export const contractScenarios: ContractScenario[] = [...shopScenarios, ...operatorScenarios];

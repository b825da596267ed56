/**
 * The contract suite: one list of scenarios — calls through the real client and the
 * envelope, codes and data they must produce. It runs against the MSW world
 * (`mocks/contract.test.ts`) and against the real server, so the fixtures cannot
 * drift from the server. It uses no test framework: `check` throws on a broken rule.
 */
import { downloadRefusals } from '../domain/download';
import { authRefusals } from '../domain/refusals';
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
}

export interface ContractScenario {
  name: string;
  /** 'storefront' needs only the catalogue; 'members' needs accounts, carts, orders. */
  scope: 'storefront' | 'members';
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

let token: string | null = null;
const setToken = (value: string | null) => {
  token = value;
};

function connect(env: ContractEnvironment) {
  token = null;
  // From the defaults: the unit project runs files one after another in one module graph,
  // and a stub fetch or a short timeout another file configured would otherwise stay.
  resetApiConfig();
  configureApi({ baseUrl: env.baseUrl, getToken: () => token, onTokenInvalid: () => setToken(null) });
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

export const contractScenarios: ContractScenario[] = [
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

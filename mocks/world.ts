/**
 * The MSW world: an in-memory shop that handlers read and change, so a story or test
 * behaves like the real server (add to cart, then the cart lists it; create a folder,
 * then it appears; log in, then answers carry `user`). `resetWorld()` gives each story
 * or test a fresh copy of the fixtures.
 */
import type { AdminBanner, AuditEntry, ImportJob, LicenceType, MemberSummary } from '../src/api/types';
import { banners as curatedBanners } from './fixtures/catalogue';
import { auditFixtures, feedbackMessages, subscriberFixtures, type MockFeedback } from './fixtures/admin';
import { licencePrice } from '../src/domain/licence';
import { generateDesigns, type MockDesign } from './fixtures/catalogue';
import { fixtureNow, fixtureTokens, folders, members, orders, type MockFolder, type MockMember, type MockOrder } from './fixtures/members';

export interface CartEntry {
  productId: number;
  imgType: LicenceType;
  productNum: number;
  /** The colours chosen (src/domain/colourway.ts); '' or absent the design's own. */
  colourway?: string;
}

export interface World {
  designs: MockDesign[];
  designById: Map<number, MockDesign>;
  members: MockMember[];
  /** token → memberId */
  sessions: Map<string, number>;
  folders: MockFolder[];
  orders: MockOrder[];
  carts: Map<number, CartEntry[]>;
  /** email → emailed code */
  emailCodes: Map<string, string>;
  /** reset token → email */
  resetTokens: Map<string, string>;
  feedback: MockFeedback[];
  /** email → 'yyyy-MM-dd HH:mm:ss' subscribed */
  subscribers: Map<string, string>;
  /** Back office: the audit log (newest first), banners, pinned best sellers, imports, mail sent. */
  audit: AuditEntry[];
  banners: AdminBanner[];
  bestSellerPins: number[];
  importJobs: Map<string, ImportJob>;
  sentMail: { to: string; subject: string; text: string }[];
  /** The replacement files operators attached, by order line (adminReplaceFile; served at /files/replacements/<lineId>). */
  replacementFiles: Map<number, Blob>;
  /** productIds an operator withdrew from sale. */
  withdrawn: Set<number>;
  /** idempotency key → order id */
  checkouts: Map<string, number>;
  /** The test gateway's payments (docs/adr/010-payments.md), by reference. */
  payments: Map<string, MockPayment>;
  nextId: () => number;
}

/** A payment started for a member's cart: confirmed at the test gateway with a card, then recorded by checkout. */
export interface MockPayment {
  reference: string;
  clientSecret: string;
  memberId: number;
  idempotencyKey: string;
  orderId: number;
  orderNo: string;
  total: number;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  declineReason: string | null;
  /** The last four digits of the card the gateway confirmed it with. */
  cardLast4?: string;
  /**
   * The exclusive designs this started payment holds off sale (issue 39), as the
   * server's pending order does: until `holdUntil`, its checkout, or an operator's release.
   */
  held?: number[];
  /** When the payment was started, 'yyyy-MM-dd HH:mm:ss'. */
  heldSince?: string;
  /** When its hold runs out, 'yyyy-MM-dd HH:mm:ss'. */
  holdUntil?: string;
  /** Its order was recorded paid (checkout): it holds nothing any more. */
  recorded?: boolean;
}

/** The code every emailed verification carries in the mock world. */
export const MOCK_EMAIL_CODE = '123456';

function createWorld(): World {
  const designs = generateDesigns();
  const designById = new Map(designs.map((d) => [d.productId, d]));
  const worldOrders = orders.map((o) => ({
    ...o,
    paymentRef: `test_ch_mock${o.id}`,
    cardLast4: '4242',
    lines: o.lines.map((l, i) => ({
      ...l,
      amount: licencePrice(designById.get(l.productId)!, l.imgType),
      lineId: o.id * 10 + i,
      refundedAt: null,
      refundReason: null,
      replacementName: null,
      downloads: 0,
    })),
  }));
  // An exclusive design that was bought has left the store.
  for (const order of worldOrders) for (const line of order.lines) if (line.imgType === 3) designById.get(line.productId)!.sold = true;
  let id = 10_000;
  return {
    designs,
    designById,
    members: members.map((m) => ({ ...m })),
    sessions: new Map([
      [fixtureTokens.ada, 1],
      [fixtureTokens.pin, 2],
      [fixtureTokens.fresh, 3],
      [fixtureTokens.operator, 4],
    ]),
    folders: folders.map((f) => ({ ...f, productIds: [...f.productIds] })),
    orders: worldOrders,
    carts: new Map([
      [
        1,
        [
          { productId: 1025, imgType: 5, productNum: 1 },
          { productId: 1026, imgType: 4, productNum: 1 },
        ],
      ],
    ]),
    emailCodes: new Map(),
    resetTokens: new Map(),
    feedback: feedbackMessages.map((f) => ({ ...f, replies: [...f.replies] })),
    subscribers: new Map(subscriberFixtures),
    audit: auditFixtures.map((a) => ({ ...a })),
    banners: curatedBanners(designs).map((b, i) => ({ ...b, id: i + 1 })),
    bestSellerPins: [],
    importJobs: new Map(),
    sentMail: [],
    replacementFiles: new Map(),
    withdrawn: new Set(),
    checkouts: new Map(),
    payments: new Map(),
    nextId: () => ++id,
  };
}

let current = createWorld();

/** The world handlers act on. */
export const world = (): World => current;

/** A fresh copy of the fixtures (call before each story or test). */
export function resetWorld(): void {
  current = createWorld();
}

export function memberSummary(member: MockMember, w: World = current): MemberSummary {
  return {
    email: member.email,
    userName: member.userName,
    companyName: member.companyName,
    orderNum: w.orders.filter((o) => o.memberId === member.memberId && o.status === 'Y').length,
  };
}

/** The world's clock as the spec writes dates ('yyyy-MM-dd HH:mm:ss'): the fixtures' fixed now. */
export const mockNow = () => fixtureNow.toISOString().slice(0, 19).replace('T', ' ');

/**
 * Feedback sent since the world was reset, oldest first, as the shopper sent it (the
 * back office's fixture inbox left out): what a contact form's story checks.
 */
export const sentFeedback = () =>
  current.feedback
    .filter((message) => !feedbackMessages.some((fixture) => fixture.id === message.id))
    .reverse()
    .map(({ email, category, type, content }) => ({ email, category, type, content }));

/**
 * Makes a member an operator, as `npm run operator -- grant EMAIL` does on the server
 * (never through the API): the role, and its audit entry by the command line.
 */
export function grantOperator(email: string, w: World = current): void {
  const address = email.trim().toLowerCase();
  const member = w.members.find((m) => m.email.toLowerCase() === address);
  if (!member) throw new Error(`No member has the email ${address}: they must sign up in the shop first.`);
  if (member.operator) return;
  member.operator = true;
  w.audit.unshift({
    id: w.nextId(),
    at: mockNow(),
    actor: 'command line',
    action: 'operator.grant',
    target: `member ${address}`,
    before: { operator: false },
    after: { operator: true },
    address: null,
  });
}

/** Addresses subscribed since the world was reset (the fixture subscribers left out). */
export const newSubscribers = () =>
  [...current.subscribers.keys()].filter((email) => !subscriberFixtures.some(([fixture]) => fixture === email));

/**
 * What the back office (/admin) reads and sends: operator calls of the contract table
 * (access 'operator'). Field names follow the shop's (productId, imgSn, aaData…); the
 * spec does not describe a back office, so the rest is ours (docs/architecture.md, issue 16).
 */
import type { LicenceType } from '../domain/licence';
import type { BannerItem } from './types';
import type { DesignWords } from '../domain/words';

export type { DesignWordGroup, DesignWords } from '../domain/words';

/** Where a design stands: on sale, taken off by an operator (restorable), or a sold exclusive (final). */
export type DesignStatus = 'onSale' | 'withdrawn' | 'sold';

export interface AdminSession {
  email: string;
  userName: string;
}

/** A row of the back office's design table. */
export interface AdminDesign {
  productId: number;
  imgSn: string;
  cover: string;
  label: string;
  price: number;
  priceOnce: number;
  isBuyout: 0 | 1;
  tags: string[];
  words: DesignWords;
  isRepeat: 0 | 1;
  isLayer: 0 | 1;
  isVector: 0 | 1;
  status: DesignStatus;
  /** 'imported': the studio's own artwork; 'generated': the seed's procedural designs. */
  source: 'generated' | 'imported';
  imgWidth: number;
  imgHeight: number;
  format: string;
  imgSize: string;
  /** 'yyyy-MM-dd HH:mm:ss' (UTC). */
  dateCreate: string;
  /** Paid, not refunded order lines. */
  sales: number;
}

export type AdminDesignSort = 'newest' | 'oldest' | 'priceAsc' | 'priceDesc' | 'imgSn' | 'sales';

/** One design's price before and after a bulk change. */
export interface BulkPriceLine {
  productId: number;
  imgSn: string;
  before: number;
  after: number;
}

export interface BulkPriceResult {
  /** Every design the change touches (the preview), or touched (applied). */
  lines: BulkPriceLine[];
  applied: boolean;
}

// ── import ───────────────────────────────────────────────────────────────────

export interface ImportProblem {
  /** Line of the CSV (the header is 1), or the design's position in designs.json. */
  line: number;
  field: string;
  message: string;
}

export interface ImportRowOutcome {
  line: number;
  productId: number;
  imgSn: string;
  outcome: 'created' | 'updated' | 'unchanged';
}

export interface ImportReport {
  /** designs.csv or designs.json, as found. */
  file: string;
  /** Rows of the sheet. */
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Every reason a row was not imported, by line. */
  refused: ImportProblem[];
  /** Rows imported all the same that the studio should look at (artwork that prints very small), by line. */
  warnings: ImportProblem[];
  designs: ImportRowOutcome[];
  /** Headers the import does not know (a misspelt column shows here). */
  ignoredHeaders: string[];
  seconds: number;
  /** Stopped before the end; running it again carries on. */
  interrupted: boolean;
}

export interface ImportJob {
  jobId: string;
  state: 'running' | 'done' | 'failed';
  done: number;
  total: number;
  /** Designs a second. */
  rate: number;
  etaSeconds: number | null;
  report: ImportReport | null;
  /** Why a failed job failed (no sheet, unreadable folder). */
  error: string | null;
}

// ── orders ───────────────────────────────────────────────────────────────────

export interface AdminOrderLine {
  lineId: number;
  productId: number;
  imgSn: string;
  cover: string;
  imgType: LicenceType;
  amount: number;
  /** 'yyyy-MM-dd HH:mm:ss' when refunded, else null: a refunded line's files are not offered. */
  refundedAt: string | null;
  refundReason: string | null;
  /** The replacement file attached to the line (Returns Policy), by name. */
  replacementName: string | null;
  /** Download links handed out for the line. */
  downloads: number;
  /** The colours bought (src/domain/colourway.ts); '' or absent the design's own. `cover` shows them. */
  colourway?: string;
}

/**
 * An exclusive design an unpaid order holds off sale (issue 39): a started payment
 * holds its exclusives for a limited time, then they go back on sale.
 */
export interface HeldExclusive {
  productId: number;
  imgSn: string;
  orderNo: string;
  /** The holder's email. */
  holder: string;
  /** When the payment was started, 'YYYY-MM-DD HH:mm:ss' like every date of the back office. */
  heldSince: string;
  /** When the hold runs out. */
  holdUntil: string;
  /** Whole minutes left, never below 0 (rounded up: 0 means it ends at the next sweep). */
  minutesLeft: number;
}

export interface AdminOrder {
  id: number;
  orderNo: string;
  email: string;
  /**
   * P pending payment, Y paid, X its hold ran out unpaid (issue 39): the designs went
   * back on sale and its payment was cancelled — or, if it still succeeded late, refunded.
   */
  status: 'P' | 'Y' | 'X';
  total: number;
  refunded: number;
  dateCreate: string;
  datePaid: string | null;
  paymentRef: string | null;
  cardLast4: string | null;
  lines: AdminOrderLine[];
}

// ── feedback, newsletter ─────────────────────────────────────────────────────

export interface FeedbackReply {
  at: string;
  by: string;
  subject: string;
  text: string;
}

export interface AdminFeedback {
  id: number;
  email: string;
  /** 1 Problem feedback, 2 Order problem, 3 Cooperation, 4 others (storefront §2). */
  category: 1 | 2 | 3 | 4;
  content: string;
  dateCreate: string;
  handled: boolean;
  replies: FeedbackReply[];
}

export interface Subscriber {
  email: string;
  dateCreate: string;
}

// ── home curation ────────────────────────────────────────────────────────────

/** A banner as the back office edits it (the spec's banner fields, with its id). */
export interface AdminBanner extends BannerItem {
  id: number;
}

/** Designs an operator pins at the front of Best Sellers (sales and popularity fill the rest). */
export interface BestSellerPins {
  productIds: number[];
  designs: { productId: number; imgSn: string; cover: string }[];
}

// ── dashboard, audit ─────────────────────────────────────────────────────────

export interface SalesDay {
  /** 'yyyy-MM-dd' (UTC). */
  date: string;
  orders: number;
  revenue: number;
}

export interface TopDesign {
  productId: number;
  imgSn: string;
  cover: string;
  sold: number;
  revenue: number;
}

export interface Dashboard {
  days: SalesDay[];
  top: TopDesign[];
  totals: { orders: number; revenue: number; refunded: number; designsOnSale: number; openFeedback: number; subscribers: number };
}

export interface AuditEntry {
  id: number;
  at: string;
  /** The operator's email, or 'command line'. */
  actor: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  /** The address the operator acted from (their own behind a trusted proxy); null for the command line. */
  address: string | null;
}

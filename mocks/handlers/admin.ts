/**
 * The back office in the MSW world: operator calls (403 for a member who is not one, as
 * the server answers), acting on the same world the shop's handlers read — a price
 * changed here is the price the store shows, a withdrawn design leaves the search.
 */
import { parse as parseCsv } from 'csv-parse/browser/esm/sync';
import { colourwayCover } from '../../src/api/covers';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { endpoints } from '../../src/api/endpoints';
import {
  adminAuditSchema,
  adminBannerSaveSchema,
  adminBestSellersSaveSchema,
  adminBulkPriceSchema,
  adminDashboardSchema,
  adminDesignsSchema,
  adminDesignUpdateSchema,
  adminFeedbackHandleSchema,
  adminFeedbackReplySchema,
  adminFeedbackSchema,
  adminHoldReleaseSchema,
  adminIdSchema,
  adminImportJobSchema,
  adminOrdersSchema,
  adminRefundSchema,
  adminSubscribersSchema,
  selectByIdSchema,
} from '../../src/api/schemas';
import type { AdminDesign, AdminFeedback, AdminOrder, AuditEntry, DesignStatus, ImportJob, ImportReport, Paged } from '../../src/api/types';
import { httpStatusFor } from '../../src/api/errors';
import { changedPrice, roundPrice, shownPrice, totalPrice } from '../../src/domain/licence';
import { bannerGroups } from '../../src/domain/banners';
import { changedFields, designAuditFields, importAuditView, type AuditAction } from '../../src/domain/audit';
import { designUpdateColumns } from '../../src/domain/designUpdate';
import { holdReleaseMessages } from '../../src/domain/checkout';
import {
  adminDesignRefusals,
  curationRefusals,
  designLicenceRefusal,
  designRefusals,
  importRefusals,
  inboxRefusals,
  orderRefusals,
  refundRefusal,
  replacementRefusal,
} from '../../src/domain/refusals';
import { DEFAULT_IMPORT_DPI, smallPrintWarning } from '../../src/domain/printSize';
import { checkRows, designFileKinds, designTagsOf, importRowProblems } from '../../src/domain/importRow';
import { readCsv, readJson, type CsvParse } from '../../src/domain/importSheet';
import { downloadRefusals } from '../../src/domain/download';
import { subscribersCsv, subscribersCsvName } from '../../src/domain/subscribers';
import { designWordColumns, designWordGroups, type DesignWordGroup, type DesignWords } from '../../src/domain/words';
import { coverPath } from '../../src/patterns/catalogue';
import { onSale, words, type MockDesign } from '../fixtures/catalogue';
import type { MockOrder } from '../fixtures/members';
import { mockNow, world, type World } from '../world';
import { bodyOf, callerOf, memberFor, queryOf, refuse, Refusal, route, scenarios, validate } from './route';
import { expireHolds, heldRows, isPending, releaseHold } from './shop';

/** The design column of each filter group's words (src/domain/words.ts), as a field of the world's designs. */
const groupColumn = designWordColumns satisfies Record<DesignWordGroup, keyof MockDesign>;

const split = (text: string) =>
  text
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);

const statusOf = (d: MockDesign): DesignStatus => (d.sold ? 'sold' : d.withdrawn ? 'withdrawn' : 'onSale');

const salesOf = (w: World, productId: number) =>
  w.orders.filter((o) => o.status === 'Y').flatMap((o) => o.lines.filter((l) => l.productId === productId && !l.refundedAt)).length;

function toAdmin(w: World, d: MockDesign): AdminDesign {
  return {
    productId: d.productId,
    imgSn: d.imgSn,
    cover: d.cover,
    label: d.label,
    price: d.price,
    priceOnce: d.priceOnce,
    isBuyout: d.isBuyout as 0 | 1,
    tags: split(d.tags),
    words: Object.fromEntries(designWordGroups.map((g) => [g, split(String(d[groupColumn[g]]))])) as DesignWords,
    isRepeat: d.isRepeat as 0 | 1,
    isLayer: d.isLayer as 0 | 1,
    isVector: d.isVector as 0 | 1,
    status: statusOf(d),
    source: d.source ?? 'generated',
    imgWidth: d.imgWidth,
    imgHeight: d.imgHeight,
    format: d.format,
    imgSize: d.imgSize,
    dateCreate: `2026-${String(1 + (d.sort % 10)).padStart(2, '0')}-${String(1 + (d.sort % 27)).padStart(2, '0')} 09:00:00`,
    sales: salesOf(w, d.productId),
  };
}

/** Where the stories' operator acts from: an address of the documentation range (RFC 5737). */
export const MOCK_OPERATOR_ADDRESS = '192.0.2.10';

function record(w: World, actor: string, entry: Omit<AuditEntry, 'id' | 'at' | 'actor' | 'address'> & { action: AuditAction }) {
  w.audit.unshift({ id: w.nextId(), at: mockNow(), actor, ...entry, address: MOCK_OPERATOR_ADDRESS });
}

const page = <T>(items: T[], start: number, length: number): Paged<T> => ({
  aaData: items.slice(start, start + length),
  iTotalRecords: items.length,
});

const designOf = (w: World, productId: number) => w.designById.get(productId) ?? refuse(designRefusals.missing);

function toAdminOrder(w: World, o: MockOrder): AdminOrder {
  const member = w.members.find((m) => m.memberId === o.memberId);
  return {
    id: o.id,
    orderNo: o.orderNo,
    email: member?.email ?? '',
    status: o.status,
    total: totalPrice(o.lines.map((l) => l.amount)),
    refunded: totalPrice(o.lines.filter((l) => l.refundedAt).map((l) => l.amount)),
    dateCreate: o.dateCreate,
    datePaid: o.status === 'Y' ? o.dateCreate : null,
    paymentRef: o.paymentRef ?? null,
    cardLast4: o.cardLast4 ?? null,
    lines: o.lines.map((l) => {
      const d = w.designById.get(l.productId)!;
      return {
        lineId: l.lineId ?? 0,
        productId: l.productId,
        imgSn: d.imgSn,
        cover: colourwayCover(d.cover, l.colourway),
        imgType: l.imgType,
        amount: l.amount,
        refundedAt: l.refundedAt ?? null,
        refundReason: l.refundReason ?? null,
        replacementName: l.replacementName ?? null,
        downloads: l.downloads ?? 0,
        colourway: l.colourway ?? '',
      };
    }),
  };
}

const toAdminFeedback = (f: World['feedback'][number]): AdminFeedback => ({
  id: f.id,
  email: f.email,
  category: f.category as AdminFeedback['category'],
  content: f.content,
  dateCreate: f.dateCreate,
  handled: f.handledAt !== null,
  replies: f.replies,
});

const lineOf = (w: World, lineId: number) => {
  for (const order of w.orders) for (const line of order.lines) if (line.lineId === lineId) return { order, line };
  return refuse(orderRefusals.lineMissing);
};

/** A design an import will add, or the imported design it will change, once its job is done. */
type PlannedDesign = { create: MockDesign } | { update: MockDesign; with: Partial<MockDesign> };

/** The world's word ids of a design's columns. */
const wordIdsOf = (d: MockDesign) =>
  designWordGroups.flatMap((group) =>
    split(String(d[groupColumn[group]])).flatMap((word) =>
      words.filter((x) => x.rootName === group && x.word.toLowerCase() === word.toLowerCase()).map((x) => x.id),
    ),
  );

/**
 * The mock's import: reads the uploaded sheet (designs.csv or designs.json) and checks its
 * rows with the server's own rules (src/domain/importSheet.ts, importRow.ts), then reports
 * each row created (a new design of the world, under the sheet's pattern id), updated (an
 * imported design of that id), or refused as the server refuses it. What the mock leaves
 * out is the artwork: no cover or signature is made, and a new design is drawn like the
 * world's first.
 */
async function mockImport(
  w: World,
  files: Map<string, File>,
  sheetName: string,
  sheetFile: File,
): Promise<{ report: ImportReport; planned: PlannedDesign[] }> {
  const bytes = new Uint8Array(await sheetFile.arrayBuffer());
  const sheet = /\.csv$/i.test(sheetName) ? readCsv(bytes, parseCsv as CsvParse) : readJson(bytes);
  const { valid, refused } = checkRows(sheet.rows);
  const planned: PlannedDesign[] = [];
  const report: ImportReport = {
    file: sheetName,
    total: sheet.rows.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    refused: [...sheet.problems, ...refused],
    warnings: [],
    designs: [],
    ignoredHeaders: sheet.ignoredHeaders,
    seconds: 1.2,
    interrupted: false,
  };
  const template = w.designs[0]!;
  let sort = Math.max(...w.designs.map((d) => d.sort));
  for (const row of valid) {
    const missing = [row.image, ...row.sourceFiles].find((file) => !files.has(file));
    const existing = row.imgSn ? w.designs.find((d) => d.imgSn.toLowerCase() === row.imgSn!.toLowerCase()) : undefined;
    if (missing !== undefined) {
      const field = missing === row.image ? 'image' : 'sourceFiles';
      report.refused.push({
        line: row.line,
        field,
        message: importRowProblems.notInFolder(field === 'image' ? 'image' : 'source file', missing),
      });
      continue;
    }
    if (existing && existing.source !== 'imported') {
      report.refused.push({ line: row.line, field: 'imgSn', message: importRowProblems.imgSnOfGenerated(row.imgSn) });
      continue;
    }
    const { format, isVector, isLayer } = designFileKinds(row, /\.svg$/i.test(row.image));
    const fields: Partial<MockDesign> = {
      format,
      isVector,
      isLayer,
      ...(isVector ? { imgSize: 'Vector' } : {}),
      label: row.label,
      price: row.price,
      priceOnce: row.priceOnce,
      isBuyout: row.isBuyout,
      isUse: row.isBuyout ? 0 : 1,
      isRepeat: row.isRepeat,
      tags: designTagsOf(row),
      ...Object.fromEntries(designWordGroups.map((group) => [groupColumn[group], row.words[group].join(',')])),
    };
    if (existing) {
      const changed = Object.entries(fields).some(([k, v]) => existing[k as keyof MockDesign] !== v);
      report[changed ? 'updated' : 'unchanged']++;
      report.designs.push({
        line: row.line,
        productId: existing.productId,
        imgSn: existing.imgSn,
        outcome: changed ? 'updated' : 'unchanged',
      });
      if (changed) planned.push({ update: existing, with: fields });
    } else {
      const productId = w.nextId();
      const design: MockDesign = {
        ...template,
        ...fields,
        productId,
        imgSn: row.imgSn ?? `IM-${productId}`,
        cover: coverPath(productId),
        sort: (sort += 1),
        popularity: 0,
        sold: false,
        withdrawn: false,
        source: 'imported',
        wordIds: [],
      };
      design.wordIds = wordIdsOf(design);
      report.created++;
      report.designs.push({ line: row.line, productId, imgSn: design.imgSn, outcome: 'created' });
      planned.push({ create: design });
    }
    const small = await smallPrintOf(files.get(row.image)!, row.image, row.dpi ?? DEFAULT_IMPORT_DPI);
    if (small) report.warnings.push({ line: row.line, field: 'image', message: small });
  }
  // The server reports in the sheet's order, whichever check found a problem first.
  report.refused.sort((a, b) => a.line - b.line);
  return { report, planned };
}

/**
 * The import's small-print warning for an uploaded image, measured by the browser (the
 * server reads the file's own dpi too; the mock takes the sheet's dpi or the default).
 * Where there is no image decoder (the contract scenarios in Node), nothing is said.
 */
async function smallPrintOf(file: File, name: string, dpi: number): Promise<string | null> {
  if (typeof createImageBitmap !== 'function' || /\.svg$/i.test(name)) return null;
  const bitmap = await createImageBitmap(file).catch(() => null);
  if (!bitmap) return null;
  const warning = smallPrintWarning({ image: name, widthPx: bitmap.width, heightPx: bitmap.height, dpi, isVector: false });
  bitmap.close();
  return warning;
}

/** How a running mock import ends: its report (or why it failed) and who started it, by the world's job. */
const importOutcomes = new WeakMap<
  ImportJob,
  { report: ImportReport | null; error: string | null; actor: string; planned: PlannedDesign[] }
>();

/** Designs a second the mock's import claims; each poll of a running job moves it a third of the way. */
const MOCK_IMPORT_RATE = 2.5;

/** One poll of a running mock import: a third more of the rows done, or the outcome once all are. */
function advanceImport(w: World, job: ImportJob) {
  const outcome = importOutcomes.get(job);
  if (job.state !== 'running' || !outcome) return;
  job.done = Math.min(job.total, job.done + Math.max(1, Math.ceil(job.total / 3)));
  job.rate = MOCK_IMPORT_RATE;
  job.etaSeconds = Math.ceil((job.total - job.done) / MOCK_IMPORT_RATE);
  if (job.done < job.total) return;
  job.state = outcome.report ? 'done' : 'failed';
  job.report = outcome.report;
  job.error = outcome.error;
  job.etaSeconds = 0;
  // As the server: each design lands with its audit entry (the designs then show in the store).
  for (const plan of outcome.planned) {
    if ('create' in plan) {
      w.designs.push(plan.create);
      w.designById.set(plan.create.productId, plan.create);
      record(w, outcome.actor, {
        action: 'design.import.create',
        target: `design ${plan.create.imgSn}`,
        before: null,
        after: importAuditView(plan.create),
      });
    } else {
      const before = importAuditView(plan.update);
      Object.assign(plan.update, plan.with);
      plan.update.wordIds = wordIdsOf(plan.update);
      record(w, outcome.actor, {
        action: 'design.import.update',
        target: `design ${plan.update.imgSn}`,
        before,
        after: importAuditView(plan.update),
      });
    }
  }
}

/**
 * A replacement file's download link (downUrl hands it out after adminReplaceFile), as
 * server/routes/files.ts serves it: the line is looked at again on every download (a
 * refund ends the link), and the file is the one the operator attached. A line the
 * fixtures or a story named a replacement without a file gets a stand-in of a fixed size.
 * Served with the assets (mocks/handlers/product.ts), where a story replaces file answers.
 */
export const replacementDownload = http.get('*/files/replacements/:lineId', ({ params }) => {
  const w = world();
  const lineId = Number(params.lineId);
  const line = w.orders
    .filter((o) => o.status === 'Y')
    .flatMap((o) => o.lines)
    .find((l) => l.lineId === lineId);
  const text = (status: number, body: string) => new HttpResponse(body, { status, headers: { 'content-type': 'text/plain' } });
  if (!line) return text(403, downloadRefusals.invalidLink);
  if (line.refundedAt) return text(403, downloadRefusals.refunded);
  if (!line.replacementName) return text(404, 'Not found');
  const name = line.replacementName;
  const file = w.replacementFiles.get(lineId) ?? new Blob([new Uint8Array(32 * 1024).fill(80)]);
  return new HttpResponse(file, {
    headers: {
      'content-type': 'application/octet-stream',
      'content-length': String(file.size),
      'content-disposition': `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'cache-control': 'private, no-store',
    },
  });
});

const operatorName = (member: { email: string }) => member.email;

const defaults: HttpHandler[] = [
  route('adminSession', ({ member }) => ({ data: { email: member.email, userName: member.userName } })),

  route('adminDesigns', async ({ request }) => {
    const query = validate(adminDesignsSchema, await bodyOf(request));
    const w = world();
    const keyword = query.keyword.toLowerCase();
    let found = w.designs.filter((d) => !query.status || statusOf(d) === query.status);
    if (keyword)
      found = found.filter((d) =>
        [d.imgSn, d.label, d.tags, ...d.wordIds.map((id) => words.find((x) => x.id === id)?.word ?? '')]
          .join(' ')
          .toLowerCase()
          .includes(keyword),
      );
    const order: Record<typeof query.sort, (a: MockDesign, b: MockDesign) => number> = {
      newest: (a, b) => b.sort - a.sort,
      oldest: (a, b) => a.sort - b.sort,
      priceAsc: (a, b) => shownPrice(a) - shownPrice(b) || a.productId - b.productId,
      priceDesc: (a, b) => shownPrice(b) - shownPrice(a) || a.productId - b.productId,
      imgSn: (a, b) => a.imgSn.localeCompare(b.imgSn),
      sales: (a, b) => salesOf(w, b.productId) - salesOf(w, a.productId) || a.productId - b.productId,
    };
    found = [...found].sort(order[query.sort]);
    const result = page(found, query.iDisplayStart, query.iDisplayLength);
    return { data: { ...result, aaData: result.aaData.map((d) => toAdmin(w, d)) } };
  }),

  route('adminDesignUpdate', async ({ request, member }) => {
    const change = validate(adminDesignUpdateSchema, await bodyOf(request));
    const w = world();
    const d = designOf(w, change.productId);
    const before = toAdmin(w, d);
    const refusal = designLicenceRefusal(d, change);
    if (refusal) refuse(refusal);
    Object.assign(d, designUpdateColumns(change));
    if (change.words) {
      const target = d as unknown as Record<string, string>;
      for (const group of designWordGroups) {
        const list = change.words[group];
        if (list) target[groupColumn[group]] = list.join(',');
      }
      d.wordIds = wordIdsOf(d);
    }
    const after = toAdmin(w, d);
    // As the server: an update that changes nothing is not audited.
    const changed = changedFields(before, after, designAuditFields);
    if (changed) record(w, operatorName(member), { action: 'design.update', target: `design ${d.imgSn}`, ...changed });
    return { data: after, desc: 'Saved' };
  }),

  route('adminDesignWithdraw', async ({ request, member }) => {
    const { productId } = validate(selectByIdSchema, await bodyOf(request));
    const w = world();
    const d = designOf(w, productId);
    if (d.sold) refuse(adminDesignRefusals.soldOffSale);
    if (!d.withdrawn) {
      d.withdrawn = true;
      record(w, operatorName(member), {
        action: 'design.withdraw',
        target: `design ${d.imgSn}`,
        before: { status: 'onSale' },
        after: { status: 'withdrawn' },
      });
    }
    return { data: toAdmin(w, d), desc: 'Withdrawn from sale' };
  }),

  route('adminDesignRestore', async ({ request, member }) => {
    const { productId } = validate(selectByIdSchema, await bodyOf(request));
    const w = world();
    const d = designOf(w, productId);
    if (d.sold) refuse(adminDesignRefusals.soldCannotReturn);
    if (d.withdrawn) {
      d.withdrawn = false;
      record(w, operatorName(member), {
        action: 'design.restore',
        target: `design ${d.imgSn}`,
        before: { status: 'withdrawn' },
        after: { status: 'onSale' },
      });
    }
    return { data: toAdmin(w, d), desc: 'Back on sale' };
  }),

  route('adminBulkPrice', async ({ request, member }) => {
    const input = validate(adminBulkPriceSchema, await bodyOf(request));
    const w = world();
    const ids = [...new Set(input.productIds)];
    const missing = ids.filter((id) => !w.designById.has(id));
    if (missing.length) refuse(adminDesignRefusals.noSuchDesigns(missing));
    const lines = ids
      .map((id) => w.designById.get(id)!)
      .filter((d) => input.field === 'price' || d.isBuyout === 1)
      .sort((a, b) => a.imgSn.localeCompare(b.imgSn))
      .map((d) => {
        const before = input.field === 'price' ? d.price : d.priceOnce;
        return { productId: d.productId, imgSn: d.imgSn, before, after: changedPrice(before, input.change, input.value) };
      });
    if (!input.apply) return { data: { lines, applied: false }, desc: 'Preview' };
    const changed = lines.filter((l) => l.after !== l.before);
    for (const line of changed) w.designById.get(line.productId)![input.field] = line.after;
    if (changed.length)
      record(w, operatorName(member), {
        action: 'design.bulkPrice',
        target: `${changed.length} design${changed.length === 1 ? '' : 's'} (${input.field}, ${input.change} ${input.value})`,
        before: Object.fromEntries(changed.map((l) => [l.imgSn, l.before])),
        after: Object.fromEntries(changed.map((l) => [l.imgSn, l.after])),
      });
    return { data: { lines, applied: true }, desc: 'Prices changed' };
  }),

  route('adminImport', async ({ request, member }) => {
    const form = await request.formData().catch(() => refuse(importRefusals.notMultipart));
    const files = new Map<string, File>();
    form.forEach((value, key) => {
      if (key.startsWith('files/') && value instanceof File) files.set(key.slice(6), value);
    });
    if (files.size === 0) refuse(importRefusals.noFiles);
    const w = world();
    const jobId = `imp_mock${w.nextId()}`;
    // As the server does: designs.csv, else designs.json, in any capitals, at the folder's top.
    const sheetName =
      [...files.keys()].find((path) => path.toLowerCase() === 'designs.csv') ??
      [...files.keys()].find((path) => path.toLowerCase() === 'designs.json');
    const { report, planned } = sheetName ? await mockImport(w, files, sheetName, files.get(sheetName)!) : { report: null, planned: [] };
    const job: ImportJob = {
      jobId,
      state: 'running',
      done: 0,
      total: report?.total ?? 0,
      rate: 0,
      etaSeconds: null,
      report: null,
      error: null,
    };
    w.importJobs.set(jobId, job);
    importOutcomes.set(job, {
      report,
      error: report ? null : 'The folder has no designs.csv or designs.json: one row per design is needed.',
      actor: operatorName(member),
      planned,
    });
    // The first answer says the job runs; each poll moves it on until its outcome.
    return { data: { ...job }, desc: 'Import started' };
  }),

  route('adminImportJob', ({ request }) => {
    const { jobId } = validate(adminImportJobSchema, queryOf(request));
    const w = world();
    const job = w.importJobs.get(jobId) ?? refuse(importRefusals.noSuchJob);
    advanceImport(w, job);
    return { data: { ...job } };
  }),

  route('adminOrders', async ({ request }) => {
    const query = validate(adminOrdersSchema, await bodyOf(request));
    const w = world();
    let found = [...w.orders];
    if (query.orderNo) found = found.filter((o) => o.orderNo.toLowerCase().includes(query.orderNo.toLowerCase()));
    if (query.email)
      found = found.filter((o) => (w.members.find((m) => m.memberId === o.memberId)?.email ?? '').includes(query.email.toLowerCase()));
    if (query.dateFrom) found = found.filter((o) => o.dateCreate.slice(0, 10) >= query.dateFrom);
    if (query.dateTo) found = found.filter((o) => o.dateCreate.slice(0, 10) <= query.dateTo);
    found.sort((a, b) => b.dateCreate.localeCompare(a.dateCreate));
    const result = page(found, query.iDisplayStart, query.iDisplayLength);
    return { data: { ...result, aaData: result.aaData.map((o) => toAdminOrder(w, o)) } };
  }),

  route('adminRefundLine', async ({ request, member }) => {
    const { lineId, reason, returnToSale } = validate(adminRefundSchema, await bodyOf(request));
    const w = world();
    const { order, line } = lineOf(w, lineId);
    const design = w.designById.get(line.productId)!;
    const refusal = refundRefusal(
      { paid: order.status === 'Y', refundedOn: line.refundedAt ?? null, exclusive: design.isBuyout === 1 },
      returnToSale,
    );
    if (refusal) refuse(refusal);
    line.refundedAt = mockNow();
    line.refundReason = reason;
    if (returnToSale) design.sold = false;
    record(w, operatorName(member), {
      action: 'order.refund',
      target: `order ${order.orderNo}, line ${design.imgSn}`,
      before: { refunded: false },
      after: { refunded: true, amount: line.amount, reason },
    });
    return { data: toAdminOrder(w, order), desc: 'Refunded' };
  }),

  // ── holds of unpaid orders (issue 39), as server/routes/admin.ts answers them ──
  route('adminHolds', () => {
    const w = world();
    // Holds that ran out are ended first: the list shows what is really held.
    expireHolds(w);
    const rows = [...w.payments.values()].filter(isPending).flatMap((p) => heldRows(w, p));
    return { data: rows.sort((a, b) => a.holdUntil.localeCompare(b.holdUntil)) };
  }),

  route('adminHoldRelease', async ({ request, member }) => {
    const { orderNo } = validate(adminHoldReleaseSchema, await bodyOf(request));
    const w = world();
    const payment =
      [...w.payments.values()].find((p) => p.orderNo === orderNo && isPending(p)) ??
      refuse(404, holdReleaseMessages.notHeld, { field: 'orderNo' });
    const released = heldRows(w, payment);
    if (releaseHold(w, payment) === 'paid') refuse(409, holdReleaseMessages.paidMeanwhile);
    record(w, operatorName(member), {
      action: 'hold.release',
      target: `order ${orderNo}${released.length ? ` of ${released[0]!.holder}` : ''}`,
      before: { held: released.map((r) => r.imgSn) },
      after: { held: [] },
    });
    return { data: released, desc: holdReleaseMessages.released };
  }),

  route('adminReplaceFile', async ({ request, member }) => {
    const form = await request.formData().catch(() => refuse(orderRefusals.replacementNotMultipart));
    const lineId = Number(form.get('lineId'));
    if (!Number.isSafeInteger(lineId) || lineId <= 0) refuse(orderRefusals.replacementLineFirst);
    const file = form.get('file');
    if (!(file instanceof File)) return refuse(orderRefusals.replacementMissing);
    const w = world();
    const { order, line } = lineOf(w, lineId);
    const refusal = replacementRefusal({ paid: order.status === 'Y', refunded: !!line.refundedAt });
    if (refusal) refuse(refusal);
    const before = line.replacementName ?? null;
    line.replacementName = file.name;
    w.replacementFiles.set(lineId, file);
    record(w, operatorName(member), {
      action: 'order.replaceFile',
      target: `order ${order.orderNo}, line ${w.designById.get(line.productId)!.imgSn}`,
      before: { replacement: before },
      after: { replacement: file.name, bytes: file.size },
    });
    return { data: toAdminOrder(w, order), desc: 'Replacement attached' };
  }),

  route('adminFeedback', async ({ request }) => {
    const query = validate(adminFeedbackSchema, await bodyOf(request));
    const w = world();
    const found = w.feedback
      .filter((f) => (query.status === 'open' ? !f.handledAt : query.status === 'handled' ? Boolean(f.handledAt) : true))
      .sort((a, b) => Number(Boolean(a.handledAt)) - Number(Boolean(b.handledAt)) || b.dateCreate.localeCompare(a.dateCreate));
    const result = page(found, query.iDisplayStart, query.iDisplayLength);
    return { data: { ...result, aaData: result.aaData.map(toAdminFeedback) } };
  }),

  route('adminFeedbackHandle', async ({ request, member }) => {
    const { id, handled } = validate(adminFeedbackHandleSchema, await bodyOf(request));
    const w = world();
    const message = w.feedback.find((f) => f.id === id) ?? refuse(inboxRefusals.missing);
    if (Boolean(message.handledAt) !== handled) {
      message.handledAt = handled ? mockNow() : null;
      record(w, operatorName(member), {
        action: handled ? 'feedback.handle' : 'feedback.reopen',
        target: `message ${id} from ${message.email}`,
        before: { handled: !handled },
        after: { handled },
      });
    }
    return { data: toAdminFeedback(message), desc: 'Saved' };
  }),

  route('adminFeedbackReply', async ({ request, member }) => {
    const { id, subject, text } = validate(adminFeedbackReplySchema, await bodyOf(request));
    const w = world();
    const message = w.feedback.find((f) => f.id === id) ?? refuse(inboxRefusals.missing);
    w.sentMail.push({ to: message.email, subject, text });
    message.replies.push({ at: mockNow(), by: member.email, subject, text });
    message.handledAt ??= mockNow();
    record(w, operatorName(member), {
      action: 'feedback.reply',
      target: `message ${id} from ${message.email}`,
      before: null,
      after: { subject, text },
    });
    return { data: toAdminFeedback(message), desc: 'Reply sent' };
  }),

  route('adminSubscribers', async ({ request }) => {
    const query = validate(adminSubscribersSchema, await bodyOf(request));
    const found = [...world().subscribers]
      .filter(([email]) => email.includes(query.keyword.toLowerCase()))
      .sort((a, b) => b[1].localeCompare(a[1]) || a[0].localeCompare(b[0]))
      .map(([email, dateCreate]) => ({ email, dateCreate }));
    return { data: page(found, query.iDisplayStart, query.iDisplayLength) };
  }),

  // A CSV file, not an envelope; the access rule and a refusal's envelope are the same as every call's.
  http.get(`*${endpoints.adminSubscribersCsv.path}`, ({ request }) => {
    const caller = callerOf(request);
    try {
      memberFor('adminSubscribersCsv', caller);
    } catch (error) {
      if (error instanceof Refusal) return HttpResponse.json({ code: error.code, desc: error.desc }, { status: httpStatusFor(error.code) });
      throw error;
    }
    const w = world();
    const rows = [...w.subscribers]
      .sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0]))
      .map(([email, subscribed]) => ({ email, subscribed }));
    // As the server: the export is audited, and named by the day.
    record(w, operatorName(caller.member!), {
      action: 'subscribers.export',
      target: `${rows.length} subscribers`,
      before: null,
      after: null,
    });
    return new HttpResponse(subscribersCsv(rows), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${subscribersCsvName(mockNow().slice(0, 10))}"`,
        'cache-control': 'private, no-store',
      },
    });
  }),

  route('adminBanners', () => ({ data: [...world().banners].sort((a, b) => a.groupId - b.groupId || a.sort - b.sort || a.id - b.id) })),

  route('adminBannerSave', async ({ request, member }) => {
    const input = validate(adminBannerSaveSchema, await bodyOf(request));
    const w = world();
    if (input.productId !== null && !w.designById.has(input.productId)) refuse(curationRefusals.notADesign(input.productId));
    const { id, ...fields } = input;
    const values = { ...fields, groupName: bannerGroups[input.groupId] };
    if (id === undefined) {
      const created = { ...values, id: w.nextId() };
      w.banners.push(created);
      record(w, operatorName(member), {
        action: 'banner.create',
        target: `banner ${created.id} '${created.title}'`,
        before: null,
        after: values,
      });
      return { data: created, desc: 'Saved' };
    }
    const banner = w.banners.find((b) => b.id === id) ?? refuse(curationRefusals.missing);
    const before = { ...banner };
    Object.assign(banner, values);
    record(w, operatorName(member), { action: 'banner.update', target: `banner ${id} '${banner.title}'`, before, after: values });
    return { data: banner, desc: 'Saved' };
  }),

  route('adminBannerDelete', async ({ request, member }) => {
    const { id } = validate(adminIdSchema, await bodyOf(request));
    const w = world();
    const banner = w.banners.find((b) => b.id === id) ?? refuse(curationRefusals.missing);
    w.banners.splice(w.banners.indexOf(banner), 1);
    record(w, operatorName(member), { action: 'banner.delete', target: `banner ${id} '${banner.title}'`, before: banner, after: null });
    return { desc: 'Deleted' };
  }),

  route('adminBestSellers', () => {
    const w = world();
    return {
      data: {
        productIds: w.bestSellerPins,
        designs: w.bestSellerPins.flatMap((id) => {
          const d = w.designById.get(id);
          return d ? [{ productId: id, imgSn: d.imgSn, cover: d.cover }] : [];
        }),
      },
    };
  }),

  route('adminBestSellersSave', async ({ request, member }) => {
    const { productIds } = validate(adminBestSellersSaveSchema, await bodyOf(request));
    const w = world();
    const unique = [...new Set(productIds)];
    const missing = unique.filter((id) => !w.designById.has(id));
    if (missing.length) refuse(curationRefusals.noSuchPinned(missing));
    const before = w.bestSellerPins;
    w.bestSellerPins = unique;
    record(w, operatorName(member), {
      action: 'bestSellers.pin',
      target: 'Best Sellers',
      before: { productIds: before },
      after: { productIds: unique },
    });
    return {
      data: {
        productIds: unique,
        designs: unique.map((id) => ({ productId: id, imgSn: w.designById.get(id)!.imgSn, cover: w.designById.get(id)!.cover })),
      },
      desc: 'Saved',
    };
  }),

  route('adminDashboard', async ({ request }) => {
    const { days } = validate(adminDashboardSchema, await bodyOf(request));
    const w = world();
    const end = new Date(`${mockNow().slice(0, 10)}T00:00:00Z`).getTime();
    const paid = w.orders.filter((o) => o.status === 'Y');
    const dayList = Array.from({ length: days }, (_, i) => {
      const date = new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10);
      const that = paid.filter((o) => o.dateCreate.startsWith(date));
      const revenue = totalPrice(that.flatMap((o) => o.lines.filter((l) => !l.refundedAt)).map((l) => l.amount));
      return { date, orders: that.length, revenue };
    });
    const since = dayList[0]!.date;
    const sold = new Map<number, { sold: number; revenue: number }>();
    for (const o of paid.filter((o) => o.dateCreate.slice(0, 10) >= since))
      for (const l of o.lines.filter((l) => !l.refundedAt)) {
        const entry = sold.get(l.productId) ?? { sold: 0, revenue: 0 };
        sold.set(l.productId, { sold: entry.sold + 1, revenue: roundPrice(entry.revenue + l.amount) });
      }
    const top = [...sold]
      .sort((a, b) => b[1].sold - a[1].sold || b[1].revenue - a[1].revenue)
      .slice(0, 10)
      .map(([productId, s]) => ({ productId, imgSn: w.designById.get(productId)!.imgSn, cover: w.designById.get(productId)!.cover, ...s }));
    const lines = paid.flatMap((o) => o.lines);
    return {
      data: {
        days: dayList,
        top,
        totals: {
          orders: paid.length,
          revenue: totalPrice(lines.filter((l) => !l.refundedAt).map((l) => l.amount)),
          refunded: totalPrice(lines.filter((l) => l.refundedAt).map((l) => l.amount)),
          designsOnSale: w.designs.filter(onSale).length,
          openFeedback: w.feedback.filter((f) => !f.handledAt).length,
          subscribers: w.subscribers.size,
        },
      },
    };
  }),

  route('adminAudit', async ({ request }) => {
    const query = validate(adminAuditSchema, await bodyOf(request));
    const keyword = query.keyword.toLowerCase();
    const found = world().audit.filter(
      (a) =>
        (!query.action || a.action === query.action) &&
        (!keyword || `${a.actor} ${a.action} ${a.target} ${a.address ?? ''}`.toLowerCase().includes(keyword)),
    );
    return { data: page(found, query.iDisplayStart, query.iDisplayLength) };
  }),
];

const adminCalls = (Object.keys(endpoints) as (keyof typeof endpoints)[]).filter((name) => endpoints[name].access === 'operator');

export const adminHandlers = scenarios(adminCalls, defaults, [
  route('adminDesigns', () => ({ data: { aaData: [], iTotalRecords: 0 } })),
  route('adminOrders', () => ({ data: { aaData: [], iTotalRecords: 0 } })),
  route('adminFeedback', () => ({ data: { aaData: [], iTotalRecords: 0 } })),
  route('adminSubscribers', () => ({ data: { aaData: [], iTotalRecords: 0 } })),
  route('adminBanners', () => ({ data: [] })),
  route('adminAudit', () => ({ data: { aaData: [], iTotalRecords: 0 } })),
  route('adminHolds', () => ({ data: [] })),
]);

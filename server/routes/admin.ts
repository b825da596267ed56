import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contract, memberOf, operatorOf } from '../contract';
import { envelope, HttpError, refusalError } from '../http';
import { folderPathOf } from '../../src/domain/importRow';
import type { AdminDesigns } from '../services/adminDesigns';
import type { AdminInbox } from '../services/adminInbox';
import type { AdminOrders } from '../services/adminOrders';
import { MAX_REPLACEMENT_BYTES } from '../services/adminOrders';
import type { Audit } from '../services/audit';
import type { Curation } from '../services/curation';
import type { DashboardService } from '../services/dashboard';
import type { ImportJobs } from '../services/importJobs';
import type { Members } from '../services/members';
import type { HeldRow, Orders } from '../services/orders';
import { specDate } from '../services/dates';
import type { HeldExclusive } from '../../src/api/types';
import { holdReleaseMessages } from '../../src/domain/checkout';
import { importRefusals, orderRefusals } from '../../src/domain/refusals';
import { subscribersCsvName } from '../../src/domain/subscribers';

/** Largest single file of an uploaded import folder, and the most files one upload may hold. */
export const MAX_IMPORT_FILE_BYTES = 2 * 1024 ** 3;
export const MAX_IMPORT_FILES = 5000;

export interface AdminRouteOptions {
  members: Members;
  designs: AdminDesigns;
  orders: AdminOrders;
  /** The shop's checkout: the holds of unpaid orders. */
  checkout: Pick<Orders, 'heldExclusives' | 'releaseHold' | 'expireHolds'>;
  /** The clock the holds' time left is read by (tests move it). */
  now?: () => Date;
  inbox: AdminInbox;
  curation: Curation;
  dashboard: DashboardService;
  imports: ImportJobs;
  audit: Audit;
}

/**
 * The back office's calls (access 'operator' in the contract table: the access hook has
 * refused everyone else before a handler runs). Thin: validate, call a service with the
 * operator as the actor the audit log names, answer the envelope.
 */
export const adminRoutes: FastifyPluginAsync<AdminRouteOptions> = async (instance, options) => {
  const { members, designs, orders, inbox, curation, dashboard, imports, audit, checkout, now = () => new Date() } = options;
  const held = (row: HeldRow): HeldExclusive => ({
    productId: row.productId,
    imgSn: row.imgSn,
    orderNo: row.orderNo,
    holder: row.holder,
    heldSince: specDate(row.heldSince),
    holdUntil: specDate(row.holdUntil),
    minutesLeft: Math.max(0, Math.ceil((row.holdUntil.getTime() - now().getTime()) / 60_000)),
  });
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const multipart = <N extends 'adminImport' | 'adminReplaceFile'>(name: N) => {
    const row = contract(name);
    return { ...row, schema: { ...row.schema, consumes: ['multipart/form-data'] } };
  };

  app.route({
    ...contract('adminSession'),
    handler: async (request) => {
      const summary = await members.summary(memberOf(request));
      return envelope({ email: summary!.email, userName: summary!.userName });
    },
  });

  // ── designs ──
  app.route({ ...contract('adminDesigns'), handler: async (request) => envelope(await designs.page(request.body)) });
  app.route({
    ...contract('adminDesignUpdate'),
    handler: async (request) => envelope(await designs.update(operatorOf(request), request.body), 'Saved'),
  });
  app.route({
    ...contract('adminDesignWithdraw'),
    handler: async (request) => envelope(await designs.withdraw(operatorOf(request), request.body.productId), 'Withdrawn from sale'),
  });
  app.route({
    ...contract('adminDesignRestore'),
    handler: async (request) => envelope(await designs.restore(operatorOf(request), request.body.productId), 'Back on sale'),
  });
  app.route({
    ...contract('adminBulkPrice'),
    handler: async (request) => {
      const result = await designs.bulkPrice(operatorOf(request), request.body);
      return envelope(result, result.applied ? 'Prices changed' : 'Preview');
    },
  });

  // ── import: the folder's files as multipart parts named 'files/<path in the folder>' ──
  app.route({
    ...multipart('adminImport'),
    handler: async (request) => {
      if (!request.isMultipart()) throw refusalError(importRefusals.notMultipart);
      const { jobId, folder } = await imports.newFolder();
      let count = 0;
      try {
        for await (const part of request.parts({ limits: { fileSize: MAX_IMPORT_FILE_BYTES, files: MAX_IMPORT_FILES, fieldSize: 1024 } })) {
          if (part.type !== 'file') continue;
          const named = part.fieldname.startsWith('files/') ? part.fieldname.slice(6) : part.filename;
          const relative = folderPathOf(named);
          if (!relative) throw new HttpError(400, `files: '${named}' is not a path inside the folder`, { field: 'files' });
          const target = path.join(folder, relative);
          await fs.promises.mkdir(path.dirname(target), { recursive: true });
          await pipeline(part.file, fs.createWriteStream(target));
          if (part.file.truncated) throw new HttpError(413, `files: '${relative}' is larger than ${MAX_IMPORT_FILE_BYTES / 1024 ** 3} GB`);
          count++;
        }
      } catch (error) {
        await imports.discard(folder);
        if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
          throw new HttpError(413, `files: an upload may hold at most ${MAX_IMPORT_FILES} files`, { field: 'files' });
        throw error;
      }
      if (count === 0) {
        await imports.discard(folder);
        throw refusalError(importRefusals.noFiles);
      }
      return envelope(await imports.start(operatorOf(request), jobId, folder), 'Import started');
    },
  });
  app.route({ ...contract('adminImportJob'), handler: async (request) => envelope(await imports.get(request.query.jobId)) });

  // ── orders ──
  app.route({ ...contract('adminOrders'), handler: async (request) => envelope(await orders.page(request.body)) });
  app.route({
    ...contract('adminRefundLine'),
    handler: async (request) => envelope(await orders.refund(operatorOf(request), request.body), 'Refunded'),
  });
  // ── holds of unpaid orders (issue 39) ──
  app.route({
    ...contract('adminHolds'),
    handler: async () => {
      // Holds that ran out are ended first: the list shows what is really held.
      await checkout.expireHolds();
      return envelope((await checkout.heldExclusives()).map(held));
    },
  });
  app.route({
    ...contract('adminHoldRelease'),
    handler: async (request) => {
      const released = await checkout.releaseHold(request.body.orderNo);
      await audit.record(operatorOf(request), {
        action: 'hold.release',
        target: `order ${request.body.orderNo}${released.length ? ` of ${released[0]!.holder}` : ''}`,
        before: { held: released.map((r) => r.imgSn) },
        after: { held: [] },
      });
      return envelope(released.map(held), holdReleaseMessages.released);
    },
  });
  app.route({
    ...multipart('adminReplaceFile'),
    handler: async (request) => {
      if (!request.isMultipart()) throw refusalError(orderRefusals.replacementNotMultipart);
      let lineId: number | null = null;
      for await (const part of request.parts({ limits: { fileSize: MAX_REPLACEMENT_BYTES, files: 1 } })) {
        if (part.type === 'field') {
          if (part.fieldname === 'lineId') lineId = Number(part.value);
          continue;
        }
        // lineId must come before the file, so the file streams straight to its place.
        if (lineId === null || !Number.isSafeInteger(lineId) || lineId <= 0) {
          part.file.resume();
          throw refusalError(orderRefusals.replacementLineFirst);
        }
        const order = await orders.replaceFile(operatorOf(request), lineId, {
          filename: part.filename,
          stream: part.file,
          truncated: () => part.file.truncated,
        });
        return envelope(order, 'Replacement attached');
      }
      throw refusalError(orderRefusals.replacementMissing);
    },
  });

  // ── feedback, newsletter ──
  app.route({ ...contract('adminFeedback'), handler: async (request) => envelope(await inbox.feedbackPage(request.body)) });
  app.route({
    ...contract('adminFeedbackHandle'),
    handler: async (request) => envelope(await inbox.setHandled(operatorOf(request), request.body.id, request.body.handled), 'Saved'),
  });
  app.route({
    ...contract('adminFeedbackReply'),
    handler: async (request) => envelope(await inbox.reply(operatorOf(request), request.body), 'Reply sent'),
  });
  app.route({ ...contract('adminSubscribers'), handler: async (request) => envelope(await inbox.subscribersPage(request.body)) });
  app.route({
    ...contract('adminSubscribersCsv'),
    handler: async (request, reply) => {
      const csv = await inbox.subscribersCsv(operatorOf(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${subscribersCsvName(new Date().toISOString().slice(0, 10))}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  });

  // ── home curation ──
  app.route({ ...contract('adminBanners'), handler: async () => envelope(await curation.banners()) });
  app.route({
    ...contract('adminBannerSave'),
    handler: async (request) => envelope(await curation.saveBanner(operatorOf(request), request.body), 'Saved'),
  });
  app.route({
    ...contract('adminBannerDelete'),
    handler: async (request) => {
      await curation.deleteBanner(operatorOf(request), request.body.id);
      return envelope(undefined, 'Deleted');
    },
  });
  app.route({ ...contract('adminBestSellers'), handler: async () => envelope(await curation.bestSellerPins()) });
  app.route({
    ...contract('adminBestSellersSave'),
    handler: async (request) => envelope(await curation.saveBestSellerPins(operatorOf(request), request.body.productIds), 'Saved'),
  });

  // ── dashboard, audit ──
  app.route({ ...contract('adminDashboard'), handler: async (request) => envelope(await dashboard.summary(request.body.days)) });
  app.route({ ...contract('adminAudit'), handler: async (request) => envelope(await audit.page(request.body)) });
};

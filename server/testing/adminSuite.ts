import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as admin from '../../src/api/admin';
import * as cart from '../../src/api/cart';
import { ApiError } from '../../src/api/errors';
import { configureApi, resetApiConfig } from '../../src/api/config';
import { SUITE_CALL_TIMEOUT_MS } from '../../src/api/contract.scenarios';
import * as member from '../../src/api/member';
import * as open from '../../src/api/open';
import * as product from '../../src/api/product';
import * as shop from '../../src/api/shop';
import type { AdminOrder, ImportJob } from '../../src/api/types';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { feedback } from '../db/schema';
import { prepareDesign } from '../import/prepare';
import { seedTestCatalogue } from './seeded';
import { commandLine, createAudit } from '../services/audit';
import { latestMailTo } from '../services/mail';
import { createOperators } from '../services/operators';
import { testGatewayRefundsOf } from '../services/testGateway';
import { withTestCard } from '../../src/api/testGateway';
import { makeArtwork } from './importFolder';
import { codeFromOutbox } from './memberSuite';
import type { DatabaseLeg } from './storefrontSuite';

/**
 * The back office on the real server: an operator imports a studio's folder through the
 * upload, edits and withdraws designs, changes prices in bulk, refunds and replaces a
 * buyer's line, answers feedback, exports subscribers, curates the home page — and a
 * shopper sees each change. Runs once per database leg.
 */
export function adminSuite(leg: DatabaseLeg) {
  describe(`the back office on ${leg.name}`, () => {
    let database: Database;
    let app: FastifyInstance;
    let baseUrl: string;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-'));
    const outbox = path.join(dataDir, 'outbox');
    let token: string | null = null;
    let operatorToken = '';
    let shopperToken = '';
    let shopperEmail = '';
    const as = (who: string) => {
      token = who;
    };

    async function signUp(email: string) {
      token = null;
      await member.getEmailCode({ email });
      await member.emailRegister({ email, code: await codeFromOutbox(outbox, email), password: 'abc123' });
      return (await member.login({ account: email, password: 'abc123' })).data.token;
    }

    beforeAll(async () => {
      database = await leg.open();
      await seedTestCatalogue(database.db, 40);
      app = await buildApp({ db: database.db, dataDir, importPreparer: prepareDesign });
      baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
      // From the defaults: the unit project runs files one after another in one module graph,
      // and a stub fetch another file configured stayed (the codes went to it, not to this server).
      resetApiConfig();
      configureApi({ baseUrl, getToken: () => token, onTokenInvalid: () => (token = null), timeoutMs: SUITE_CALL_TIMEOUT_MS });
      const operatorEmail = `operator.${Date.now().toString(36)}@example.com`;
      operatorToken = await signUp(operatorEmail);
      await createOperators(database.db, { audit: createAudit(database.db) }).grant(operatorEmail, commandLine);
      shopperEmail = `shopper.${Date.now().toString(36)}@example.com`;
      shopperToken = await signUp(shopperEmail);
    });

    afterAll(async () => {
      resetApiConfig();
      await app?.close();
      await database?.close();
      await leg.teardown?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const refusal = async (promise: Promise<unknown>) => {
      const error = await promise.then(() => null).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      return { code: (error as ApiError).code, desc: (error as ApiError).message };
    };

    let job: ImportJob;
    const psd = Buffer.from('8BPS — the studio’s layered master of Harbour fog');

    it('imports a folder uploaded in the browser, in the background, and reports every row', async () => {
      as(operatorToken);
      const csv = [
        'image,imgSn,title,price,buyout price,exclusive,style,motif,tags,source files',
        'art/harbour-fog.png,HF-100,Harbour fog,32,,no,Coastal calm,Wave,harbour|fog,src/harbour-fog.psd',
        'art/lantern.jpg,LN-200,Lantern festival,45,240,yes,Folk,Lantern,,',
        'art/missing.png,MS-300,Missing,10,,,,,,',
      ].join('\n');
      const files: admin.FolderFile[] = [
        { path: 'designs.csv', file: new Blob([csv]) },
        {
          path: 'art/harbour-fog.png',
          file: new Blob([new Uint8Array(await makeArtwork(11, { width: 500, height: 500, format: 'png' }))]),
        },
        { path: 'art/lantern.jpg', file: new Blob([new Uint8Array(await makeArtwork(12, { width: 640, height: 480, format: 'jpeg' }))]) },
        { path: 'src/harbour-fog.psd', file: new Blob([new Uint8Array(psd)]) },
      ];
      const started = (await admin.adminImport(files)).data;
      expect(started.state).toBe('running');
      await app.imports.idle();
      job = (await admin.adminImportJob({ jobId: started.jobId })).data;
      expect(job).toMatchObject({ state: 'done', total: 3, report: { created: 2, updated: 0 } });
      expect(job.report!.refused).toEqual([{ line: 4, field: 'image', message: "image 'art/missing.png' is not in the folder" }]);
      // The upload folder is gone once its designs are in.
      expect(fs.existsSync(path.join(dataDir, 'uploads', started.jobId))).toBe(false);
    });

    it('lists the imported designs in the table, searchable and sorted', async () => {
      const found = (await admin.adminDesigns({ keyword: 'fog' })).data;
      expect(found.aaData.map((d) => [d.imgSn, d.source, d.status, d.words.Style])).toEqual([
        ['HF-100', 'imported', 'onSale', ['Coastal calm']],
      ]);
      const byPrice = (await admin.adminDesigns({ sort: 'priceDesc', iDisplayLength: 3 })).data;
      const prices = byPrice.aaData.map((d) => (d.isBuyout ? d.priceOnce : d.price));
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      expect(byPrice.iTotalRecords).toBe(42);
    });

    let harbourId = 0;
    it('changes a price: the store shows it at once, and the audit log says who did it', async () => {
      harbourId = (await admin.adminDesigns({ keyword: 'HF-100' })).data.aaData[0]!.productId;
      const saved = (await admin.adminDesignUpdate({ productId: harbourId, price: 29.5, words: { Scene: ['Home textiles'] } })).data;
      expect([saved.price, saved.words.Scene]).toEqual([29.5, ['Home textiles']]);
      as(shopperToken);
      expect((await product.selectById({ productId: harbourId })).data.price).toBe(29.5);
      const search = (
        await product.selectPage({ strSearchKeyword: 'harbour fog', priceRange: '', sSorts: '', iDisplayStart: 0, iDisplayLength: 10 })
      ).data;
      expect(search.aaData.map((c) => [c.imgSn, c.price])).toEqual([['HF-100', 29.5]]);
      as(operatorToken);
      const audit = (await admin.adminAudit({ action: 'design.update' })).data.aaData[0]!;
      expect(audit).toMatchObject({
        target: 'design HF-100',
        before: { price: 32 },
        after: { price: 29.5, words: { Scene: ['Home textiles'] } },
        // Where the operator acted from: this suite calls the server directly on loopback.
        address: '127.0.0.1',
      });
      expect(audit.actor).toMatch(/^operator\./);
    });

    it('refuses an edit that breaks a rule, with the field named, and changes nothing', async () => {
      as(operatorToken);
      expect(await refusal(admin.adminDesignUpdate({ productId: harbourId, price: 0 }))).toEqual({
        code: 400,
        desc: 'price must be a number of dollars from 0.01 to 100,000, in whole cents',
      });
      expect(await refusal(admin.adminDesignUpdate({ productId: harbourId, isBuyout: 1, priceOnce: 0 }))).toMatchObject({ code: 400 });
      expect((await admin.adminDesigns({ keyword: 'HF-100' })).data.aaData[0]).toMatchObject({ price: 29.5, isBuyout: 0 });
    });

    it('writes no audit entry for an update that changes nothing (the MSW world neither)', async () => {
      as(operatorToken);
      const entries = async () => (await admin.adminAudit({ action: 'design.update' })).data.iTotalRecords;
      const before = await entries();
      expect((await admin.adminDesignUpdate({ productId: harbourId })).data.price).toBe(29.5);
      expect((await admin.adminDesignUpdate({ productId: harbourId, price: 29.5, isBuyout: 0 })).data.price).toBe(29.5);
      expect(await entries()).toBe(before);
    });

    /** The buyer's download link, handed out before the refund below. */
    let url: string;
    it('sells the imported design: the buyer downloads exactly the operator’s files', async () => {
      as(shopperToken);
      await cart.save({ productId: harbourId, imgType: 5 });
      await shop.payThroughProvider(
        `admin-suite-${Date.now()}`,
        withTestCard({ number: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Shopper' }),
      );
      url = (await product.downUrl({ id: harbourId })).data;
      const zip = unzipSync(new Uint8Array(await (await fetch(`${baseUrl}${url}`)).arrayBuffer()));
      expect(Object.keys(zip).sort()).toEqual(['README.txt', 'src/harbour-fog.psd']);
      expect(Buffer.from(zip['src/harbour-fog.psd']!).equals(psd)).toBe(true);
      expect(strFromU8(zip['README.txt']!)).toContain('Pattern HF-100');
    });

    let order: AdminOrder;
    it('finds the order by the buyer’s email and refunds the line: the download is refused afterwards', async () => {
      as(operatorToken);
      order = (await admin.adminOrders({ email: shopperEmail })).data.aaData[0]!;
      expect(order.lines).toEqual([expect.objectContaining({ imgSn: 'HF-100', amount: 29.5, refundedAt: null, downloads: 1 })]);
      const refunded = (await admin.adminRefundLine({ lineId: order.lines[0]!.lineId, reason: 'The colours print wrong' })).data;
      expect(refunded).toMatchObject({ refunded: 29.5, lines: [expect.objectContaining({ refundReason: 'The colours print wrong' })] });
      expect(await testGatewayRefundsOf(database.db)).toEqual([
        expect.objectContaining({
          amount: 29.5,
          idempotencyKey: `refund-line-${order.lines[0]!.lineId}`,
          reason: 'The colours print wrong',
        }),
      ]);
      expect(await refusal(admin.adminRefundLine({ lineId: order.lines[0]!.lineId, reason: 'again' }))).toMatchObject({ code: 409 });
      as(shopperToken);
      expect(await refusal(product.downUrl({ id: harbourId }))).toEqual({
        code: 403,
        desc: 'This design was refunded: its files are no longer available',
      });
      // The link the buyer already holds stops working too, well before it expires.
      const held = await fetch(`${baseUrl}${url}`);
      expect(held.status).toBe(403);
      expect(await held.text()).toBe('This design was refunded: its files are no longer available');
      const mine = (await shop.orderPage({ page: 1 })).data.aaData[0]!;
      expect(mine.orderList[0]).toMatchObject({ refunded: 1 });
    });

    it('attaches a replacement file to a line: the buyer’s next download is that file', async () => {
      as(shopperToken);
      const lantern = (
        await product.selectPage({ strSearchKeyword: 'lantern', priceRange: '', sSorts: '', iDisplayStart: 0, iDisplayLength: 5 })
      ).data.aaData[0]!;
      await cart.save({ productId: lantern.productId, imgType: 3 });
      await shop.payThroughProvider(
        `admin-suite-lantern-${Date.now()}`,
        withTestCard({ number: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Shopper' }),
      );
      as(operatorToken);
      const [lanternOrder] = (await admin.adminOrders({ email: shopperEmail, iDisplayLength: 1 })).data.aaData;
      const line = lanternOrder!.lines[0]!;
      const fixed = new File([new TextEncoder().encode('corrected lantern master')], 'lantern-fixed.tif');
      expect((await admin.adminReplaceFile(line.lineId, fixed)).data.lines[0]!.replacementName).toBe('lantern-fixed.tif');
      as(shopperToken);
      const url = (await product.downUrl({ id: lantern.productId })).data;
      expect(url).toMatch(/^\/files\/replacements\/\d+\?expires=/);
      const answer = await fetch(`${baseUrl}${url}`);
      expect(answer.headers.get('content-disposition')).toContain('lantern-fixed.tif');
      expect(await answer.text()).toBe('corrected lantern master');
      // A sold exclusive has left the store; the operator cannot put it back by hand.
      as(operatorToken);
      expect(await refusal(admin.adminDesignRestore({ productId: lantern.productId }))).toEqual({
        code: 409,
        desc: 'A sold exclusive cannot go back on sale',
      });
    });

    it('withdraws a design from sale and restores it: the store follows', async () => {
      as(operatorToken);
      const target = (await admin.adminDesigns({ keyword: 'PT-01002' })).data.aaData[0]!;
      expect((await admin.adminDesignWithdraw({ productId: target.productId })).data.status).toBe('withdrawn');
      as(shopperToken);
      const search = () =>
        product.selectPage({ strSearchKeyword: 'PT-01002', priceRange: '', sSorts: '', iDisplayStart: 0, iDisplayLength: 5 });
      expect((await search()).data.iTotalRecords).toBe(0);
      expect((await product.selectById({ productId: target.productId })).data.isSold).toBe(1);
      expect(await refusal(cart.save({ productId: target.productId, imgType: 5 }))).toMatchObject({ code: 409 });
      as(operatorToken);
      await admin.adminDesignRestore({ productId: target.productId });
      as(shopperToken);
      expect((await search()).data.iTotalRecords).toBe(1);
    });

    it('previews a bulk price change, then applies it in one go', async () => {
      as(operatorToken);
      const ids = (await admin.adminDesigns({ keyword: 'PT-0100', sort: 'imgSn', iDisplayLength: 3 })).data.aaData.map((d) => d.productId);
      const preview = (await admin.adminBulkPrice({ productIds: ids, change: 'percent', value: 10 })).data;
      expect(preview.applied).toBe(false);
      expect(preview.lines.every((l) => l.after === Math.round(l.before * 110) / 100)).toBe(true);
      const untouched = (await admin.adminDesigns({ keyword: preview.lines[0]!.imgSn })).data.aaData[0]!;
      expect(untouched.price).toBe(preview.lines[0]!.before);
      const applied = (await admin.adminBulkPrice({ productIds: ids, change: 'percent', value: 10, apply: true })).data;
      expect(applied.applied).toBe(true);
      as(shopperToken);
      expect((await product.selectById({ productId: applied.lines[0]!.productId })).data.price).toBe(applied.lines[0]!.after);
    });

    it('answers feedback by email and marks it handled', async () => {
      token = null;
      await open.feedback({ email: 'mira@example.com', category: 2, type: 1, content: 'My file has a white band.' });
      as(operatorToken);
      const [message] = (await admin.adminFeedback({ status: 'open' })).data.aaData;
      expect(message).toMatchObject({ email: 'mira@example.com', handled: false, category: 2 });
      const answered = (await admin.adminFeedbackReply({ id: message!.id, subject: 'Your file', text: 'A corrected file is in My Order.' }))
        .data;
      expect(answered).toMatchObject({ handled: true, replies: [expect.objectContaining({ subject: 'Your file' })] });
      const mail = await latestMailTo(outbox, 'mira@example.com');
      expect(mail).toMatchObject({ subject: 'Your file' });
      expect(mail!.text).toContain('A corrected file is in My Order.');
      expect(mail!.text).toContain('> My file has a white band.');
      expect((await admin.adminFeedback({ status: 'open' })).data.iTotalRecords).toBe(0);
    });

    it('marks a message handled and opens it again, and the shop answers all the while', async () => {
      token = null;
      await open.feedback({ email: 'noor@example.com', category: 1, type: 1, content: 'Is the linen repeat seamless?' });
      as(operatorToken);
      const [message] = (await admin.adminFeedback({ status: 'open' })).data.aaData;
      // Issue 39: on the embedded database this call waited for its own transaction and
      // every later request waited behind it, health included.
      expect((await admin.adminFeedbackHandle({ id: message!.id, handled: true })).data).toMatchObject({ id: message!.id, handled: true });
      expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
      expect((await admin.adminFeedback({ status: 'open' })).data.iTotalRecords).toBe(0);
      expect((await admin.adminFeedbackHandle({ id: message!.id, handled: false })).data.handled).toBe(false);
      expect((await admin.adminFeedback({ status: 'open' })).data.aaData.map((m) => m.id)).toEqual([message!.id]);
      const actions = (await admin.adminAudit({ iDisplayLength: 2 })).data.aaData.map((a) => a.action);
      expect(actions).toEqual(['feedback.reopen', 'feedback.handle']);
      await admin.adminFeedbackHandle({ id: message!.id, handled: true });
    });

    it('never mails a reply to a feedback address written with a display name, kept from before the rule (issue 39)', async () => {
      // The contact form refuses such an address now; a row stored before still holds one.
      const [stored] = await database.db
        .insert(feedback)
        .values({ email: 'x<someone@else.example>', category: 4, type: 1, content: 'Please reply' })
        .returning();
      as(operatorToken);
      expect(await refusal(admin.adminFeedbackReply({ id: stored!.id, subject: 'Re: your message', text: 'Hello' }))).toMatchObject({
        code: 400,
        desc: 'This address cannot be written to: it is not one plain email address',
      });
      const names = fs.readdirSync(outbox).filter((name) => name.endsWith('.json'));
      const recipients = names.map((name) => (JSON.parse(fs.readFileSync(path.join(outbox, name), 'utf8')) as { to: string }).to);
      expect(recipients.filter((to) => to.includes('someone@else.example'))).toEqual([]);
      expect((await admin.adminFeedback({ status: 'open' })).data.aaData.find((m) => m.id === stored!.id)).toMatchObject({
        handled: false,
      });
      // The row was this test's own: gone, it leaves the dashboard's open count as it was.
      await database.db.delete(feedback).where(eq(feedback.id, stored!.id));
    });

    it('exports the newsletter’s subscribers as CSV, defusing spreadsheet formulas', async () => {
      token = null;
      await open.subscribe({ email: 'kim@example.com' });
      await open.subscribe({ email: '-x@example.com' });
      as(operatorToken);
      const { blob, fileName } = await admin.adminSubscribersCsv();
      expect(fileName).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = (await blob.text()).trim().split('\r\n');
      expect(lines[0]).toBe('email,subscribed');
      expect(lines.map((l) => l.split(',')[0])).toEqual(expect.arrayContaining(['kim@example.com', "'-x@example.com"]));
      as(shopperToken);
      expect(await refusal(admin.adminSubscribersCsv())).toMatchObject({ code: 403 });
    });

    it('curates the home page: a new banner and pinned best sellers show to shoppers', async () => {
      as(operatorToken);
      const banner = (
        await admin.adminBannerSave({
          imgUrl: '/img/cover/1001.webp',
          groupId: 6,
          title: 'Harbour edit',
          colorBg: '#1f3a5f,#c9d6e3',
          productId: harbourId,
        })
      ).data;
      expect(banner.groupName).toBe('Usage Scenario');
      await admin.adminBestSellersSave({ productIds: [1010, 1003] });
      token = null;
      expect((await product.home()).data.map((b) => b.title)).toContain('Harbour edit');
      expect((await product.bestSeller()).data.slice(0, 2).map((b) => b.productId)).toEqual([1010, 1003]);
      as(operatorToken);
      await admin.adminBannerDelete({ id: banner.id });
      token = null;
      expect((await product.home()).data.map((b) => b.title)).not.toContain('Harbour edit');
    });

    it('sums sales per day and the top designs on the dashboard, refunds taken off', async () => {
      as(operatorToken);
      const dashboard = (await admin.adminDashboard({ days: 7 })).data;
      expect(dashboard.days).toHaveLength(7);
      const today = dashboard.days.at(-1)!;
      expect(today.orders).toBe(2);
      // The harbour line was refunded: only the lantern's exclusive price counts.
      expect(today.revenue).toBe(240);
      expect(dashboard.top.map((t) => t.imgSn)).toEqual(['LN-200']);
      expect(dashboard.totals).toMatchObject({ orders: 2, revenue: 240, refunded: 29.5, openFeedback: 0 });
    });

    it('keeps every step in the audit log, newest first', async () => {
      as(operatorToken);
      const actions = (await admin.adminAudit({ iDisplayLength: 100 })).data.aaData.map((a) => a.action);
      expect(actions.slice(0, 3)).toEqual(['banner.delete', 'bestSellers.pin', 'banner.create']);
      for (const action of [
        'operator.grant',
        'design.import.create',
        'design.update',
        'order.refund',
        'order.replaceFile',
        'design.withdraw',
        'design.restore',
        'design.bulkPrice',
        'feedback.reply',
        'subscribers.export',
      ])
        expect(actions, action).toContain(action);
    });
  });
}

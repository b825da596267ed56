import type { FastifyInstance } from 'fastify';
import { designFilesName, downloadRefusals } from '../../src/domain/download';
import type { DesignFileFacts, createDesignFileStore } from '../services/designFiles';
import type { FileStore } from '../services/fileStore';
import { invoiceKeyOf } from '../services/invoices';
import type { DownloadableLine } from '../services/orders';
import type { UrlSigner } from '../services/signedUrls';

const { invalidLink } = downloadRefusals;

/**
 * A purchased design's zip at /files/<productId>.zip?line=…&expires=…&sig=… (the signed
 * link the download call hands out for one order line). The line is looked at again on
 * every download: a refund ends its links at once, not when they expire. Content-Length
 * is set so the client's progress moves. Every file streams from the file store (DATA_DIR
 * or the bucket), so any shop process serves what another one kept.
 */
export function fileRoutes(
  app: FastifyInstance,
  signer: UrlSigner,
  designFiles: ReturnType<typeof createDesignFileStore>,
  loadFacts: (productId: number) => Promise<DesignFileFacts | null>,
  files: FileStore,
  downloadableLine: (lineId: number) => Promise<DownloadableLine | null>,
) {
  // A replacement file an operator attached to an order line, through a signed link like a design's zip.
  app.get<{ Params: { lineId: string }; Querystring: { expires?: string; sig?: string } }>(
    '/files/replacements/:lineId',
    async (request, reply) => {
      const lineId = Number(request.params.lineId);
      const { expires, sig } = request.query;
      if (!Number.isSafeInteger(lineId) || !sig || !signer.verifyReplacement(lineId, Number(expires), sig))
        return reply.code(403).type('text/plain').send(invalidLink);
      const line = await downloadableLine(lineId);
      if (line?.refunded) return reply.code(403).type('text/plain').send(downloadRefusals.refunded);
      const replacement = line?.replacement;
      const file = replacement && (await files.open(replacement.path));
      if (!replacement || !file) return reply.code(404).type('text/plain').send('Not found');
      return (
        reply
          .type('application/octet-stream')
          .header('content-length', file.size)
          // The name may be any language's letters: an ASCII fallback and the exact name (RFC 6266).
          .header(
            'content-disposition',
            `attachment; filename="${replacement.name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(replacement.name)}`,
          )
          .header('cache-control', 'private, no-store')
          .send(file.body)
      );
    },
  );

  // Invoices: the name carries 128 random bits and is told only to the order's owner.
  app.get<{ Params: { name: string } }>('/files/invoices/:name', async (request, reply) => {
    const match = /^(\d+)-[0-9a-f]{32}\.pdf$/.exec(request.params.name);
    const file = match && (await files.open(invoiceKeyOf(request.params.name)));
    if (!match || !file) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .type('application/pdf')
      .header('content-length', file.size)
      .header('content-disposition', `attachment; filename="${match[1]}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });

  app.get<{ Params: { file: string }; Querystring: { line?: string; expires?: string; sig?: string } }>(
    '/files/:file',
    async (request, reply) => {
      const match = /^(\d+)\.zip$/.exec(request.params.file);
      const productId = Number(match?.[1]);
      const lineId = Number(request.query.line);
      const { expires, sig } = request.query;
      if (!match || !Number.isSafeInteger(lineId) || !sig || !signer.verify(productId, lineId, Number(expires), sig)) {
        return reply.code(403).type('text/plain').send(invalidLink);
      }
      const line = await downloadableLine(lineId);
      if (!line || line.productId !== productId) return reply.code(403).type('text/plain').send(invalidLink);
      if (line.refunded) return reply.code(403).type('text/plain').send(downloadRefusals.refunded);
      const facts = await loadFacts(productId);
      const key = facts && (await designFiles.fileFor(productId, async () => facts, line.colourway));
      const file = key && (await files.open(key));
      if (!facts || !file) return reply.code(404).type('text/plain').send('Not found');
      return (
        reply
          .type('application/zip')
          .header('content-length', file.size)
          .header('content-disposition', `attachment; filename="${designFilesName(facts.imgSn, line.colourway)}.zip"`)
          // A signed link is personal: no shared cache may keep it.
          .header('cache-control', 'private, no-store')
          .send(file.body)
      );
    },
  );
}

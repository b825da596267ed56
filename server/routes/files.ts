import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DesignFileFacts, createDesignFileStore } from '../services/designFiles';
import type { UrlSigner } from '../services/signedUrls';

/**
 * A purchased design's zip at /files/<productId>.zip?expires=…&sig=… (the signed link
 * the download call hands out). Content-Length is set so the client's progress moves.
 */
export function fileRoutes(
  app: FastifyInstance,
  signer: UrlSigner,
  files: ReturnType<typeof createDesignFileStore>,
  loadFacts: (productId: number) => Promise<DesignFileFacts | null>,
  dataDir: string,
  replacementOf: (lineId: number) => Promise<{ path: string; name: string } | null>,
) {
  // A replacement file an operator attached to an order line, through a signed link like a design's zip.
  app.get<{ Params: { lineId: string }; Querystring: { expires?: string; sig?: string } }>(
    '/files/replacements/:lineId',
    async (request, reply) => {
      const lineId = Number(request.params.lineId);
      const { expires, sig } = request.query;
      if (!Number.isSafeInteger(lineId) || !sig || !signer.verifyReplacement(lineId, Number(expires), sig))
        return reply.code(403).type('text/plain').send('This download link is invalid or has expired.');
      const replacement = await replacementOf(lineId);
      const file = replacement && path.join(dataDir, replacement.path);
      const stat = file && (await fs.promises.stat(file).catch(() => null));
      if (!replacement || !file || !stat) return reply.code(404).type('text/plain').send('Not found');
      return (
        reply
          .type('application/octet-stream')
          .header('content-length', stat.size)
          // The name may be any language's letters: an ASCII fallback and the exact name (RFC 6266).
          .header(
            'content-disposition',
            `attachment; filename="${replacement.name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(replacement.name)}`,
          )
          .header('cache-control', 'private, no-store')
          .send(fs.createReadStream(file))
      );
    },
  );

  // Invoices: the name carries 128 random bits and is told only to the order's owner.
  app.get<{ Params: { name: string } }>('/files/invoices/:name', async (request, reply) => {
    const match = /^(\d+)-[0-9a-f]{32}\.pdf$/.exec(request.params.name);
    const file = match && path.join(dataDir, 'invoices', request.params.name);
    const stat = file && (await fs.promises.stat(file).catch(() => null));
    if (!file || !stat) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .type('application/pdf')
      .header('content-length', stat.size)
      .header('content-disposition', `attachment; filename="${match[1]}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(fs.createReadStream(file));
  });

  app.get<{ Params: { file: string }; Querystring: { expires?: string; sig?: string } }>('/files/:file', async (request, reply) => {
    const match = /^(\d+)\.zip$/.exec(request.params.file);
    const productId = Number(match?.[1]);
    const { expires, sig } = request.query;
    if (!match || !sig || !signer.verify(productId, Number(expires), sig)) {
      return reply.code(403).type('text/plain').send('This download link is invalid or has expired.');
    }
    const facts = await loadFacts(productId);
    const file = facts && (await files.fileFor(productId, async () => facts));
    if (!facts || !file) return reply.code(404).type('text/plain').send('Not found');
    const { size } = await fs.promises.stat(file);
    return (
      reply
        .type('application/zip')
        .header('content-length', size)
        .header('content-disposition', `attachment; filename="${facts.imgSn}.zip"`)
        // A signed link is personal: no shared cache may keep it.
        .header('cache-control', 'private, no-store')
        .send(fs.createReadStream(file))
    );
  });
}

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { applyContract, contract } from './contract';

describe('the contract table governs the /api routes', () => {
  it('refuses to start with an /api route that is not a row of the table (no call without declared access)', async () => {
    const app = Fastify();
    applyContract(app, { operatorActor: async () => null });
    await expect(async () => {
      app.get('/api/member/secret', async () => ({ code: 200 }));
      await app.ready();
    }).rejects.toThrow(/not a row of the contract table/);
  });

  it('refuses a row served under another method or path than the table says', async () => {
    const app = Fastify();
    applyContract(app, { operatorActor: async () => null });
    await expect(async () => {
      app.route({ ...contract('cartList'), method: 'GET', handler: async () => ({ code: 200 }) });
      await app.ready();
    }).rejects.toThrow(/GET \/api\/cart\/list is not a row/);
  });

  it('lets routes outside /api (covers, files, the web app) be', async () => {
    const app = Fastify();
    applyContract(app, { operatorActor: async () => null });
    app.get('/img/cover/:file', async () => 'image');
    await app.ready();
    expect((await app.inject({ url: '/img/cover/1.webp' })).body).toBe('image');
  });
});

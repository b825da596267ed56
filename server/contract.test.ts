import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../src/api/endpoints';
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

describe('a success leaves the server in its call’s answer schema (src/api/responses.ts)', () => {
  async function appAnswering(answer: unknown) {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    applyContract(app, { operatorActor: async () => null });
    app.route({ ...contract('bestSeller'), handler: async () => answer });
    await app.ready();
    return app.inject({ url: endpoints.bestSeller.path });
  }
  const design = { productId: 7, imgUrl: '/img/cover/7.webp', tags: 'Floral', price: 12 };

  it('never sends a field its schema does not name, whatever the handler put on the object', async () => {
    const answer = await appAnswering({
      code: 200,
      desc: 'Operation succeeded',
      data: [{ ...design, costPrice: 3, uploaderEmail: 'a@b.c' }],
    });
    expect(answer.json()).toEqual({ code: 200, desc: 'Operation succeeded', data: [design] });
  });

  it('answers 500 rather than an answer of another shape', async () => {
    const answer = await appAnswering({ code: 200, desc: 'Operation succeeded', data: [{ ...design, price: '12.00' }] });
    // The shop's error handler (server/app.ts) words it as its 500 envelope; here Fastify's own does.
    expect(answer.statusCode).toBe(500);
    expect(answer.body).not.toContain('12.00');
  });
});

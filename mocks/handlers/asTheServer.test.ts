/**
 * The MSW world does what the server does where it had drifted (issue 41): a download
 * is the bought line's, in its colourway, and a refund ends its link; an update of a
 * design that changes nothing writes no audit entry.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { designFilesName, downloadRefusals } from '../../src/domain/download';
import { mockColourway } from '../fixtures/catalogue';
import { fixtureTokens } from '../fixtures/members';
import { server, resetWorld, world } from '../node';
import { callWorld as call } from './callWorld';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetWorld());

/** Ada's fixture line of PT-01008 (order 502), bought in a colourway. */
function colourwayLine() {
  const design = world().designById.get(1008)!;
  const line = world()
    .orders.find((o) => o.id === 502)!
    .lines.find((l) => l.productId === 1008)!;
  line.colourway = mockColourway(design, ['#2e6f40', '#6a4c93', '#d1495b']);
  return { design, line, colourway: line.colourway };
}

describe('downloads, as the server serves them', () => {
  it('hands out the line bought in the colourway asked for, and serves its files under the colourway’s name', async () => {
    const { design, line, colourway } = colourwayLine();
    const answer = await call('downUrl', fixtureTokens.ada, { id: 1008, colourway });
    expect(answer.code).toBe(200);
    const url = String(answer.data);
    expect(url).toMatch(new RegExp(`[?&]line=${line.lineId}&`));
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${designFilesName(design.imgSn, colourway)}.zip"`);
    expect(designFilesName(design.imgSn, colourway)).toBe(`${design.imgSn}-colourway`);
  });

  it('refuses colours the design was not bought in', async () => {
    colourwayLine();
    expect(await call('downUrl', fixtureTokens.ada, { id: 1008, colourway: '' })).toMatchObject({
      code: 403,
      desc: downloadRefusals.notBought,
    });
  });

  it('names the design’s own files by its serial, and a refund ends a link handed out before it', async () => {
    const design = world().designById.get(1008)!;
    const url = String((await call('downUrl', fixtureTokens.ada, { id: 1008 })).data);
    const file = await fetch(url);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${design.imgSn}.zip"`);
    const line = world()
      .orders.flatMap((o) => o.lines)
      .find((l) => l.productId === 1008)!;
    expect((await call('adminRefundLine', fixtureTokens.operator, { lineId: line.lineId, reason: 'Duplicate purchase' })).code).toBe(200);
    const after = await fetch(url);
    expect([after.status, await after.text()]).toEqual([403, downloadRefusals.refunded]);
  });

  it('refuses a link whose line is not the design’s', async () => {
    const url = String((await call('downUrl', fixtureTokens.ada, { id: 1008 })).data).replace(/line=\d+/, 'line=5010');
    const file = await fetch(url);
    expect([file.status, await file.text()]).toEqual([403, downloadRefusals.invalidLink]);
  });
});

describe('the audit of a design update, as the server writes it', () => {
  const update = (body: object) => call('adminDesignUpdate', fixtureTokens.operator, { productId: 1003, ...body });
  const entries = () => world().audit.filter((a) => a.action === 'design.update').length;

  it('records only the fields that changed', async () => {
    const before = entries();
    const price = world().designById.get(1003)!.price;
    expect((await update({ price: price + 1, label: world().designById.get(1003)!.label })).code).toBe(200);
    expect(entries()).toBe(before + 1);
    expect(world().audit[0]).toMatchObject({ before: { price }, after: { price: price + 1 } });
    expect(Object.keys(world().audit[0]!.after as object)).toEqual(['price']);
  });

  it('writes no entry for an update that changes nothing', async () => {
    const before = entries();
    const d = world().designById.get(1003)!;
    expect((await update({})).code).toBe(200);
    expect((await update({ price: d.price, label: d.label })).code).toBe(200);
    expect(entries()).toBe(before);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetApiConfig } from '../src/api/config';
import { contractScenarios } from '../src/api/contract.scenarios';
import { callsWithAccess, endpoints } from '../src/api/endpoints';
import { server, resetWorld, world } from './node';
import { grantOperator } from './world';

/** Every call the scenarios made, as 'METHOD path'. */
const called = new Set<string>();
const noteCall = ({ request }: { request: Request }) => {
  called.add(`${request.method} ${new URL(request.url).pathname}`);
};

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', noteCall);
});
afterAll(() => {
  server.events.removeListener('request:start', noteCall);
  server.close();
});
beforeEach(() => {
  resetWorld();
  resetApiConfig();
});

describe('the MSW world keeps the contract', () => {
  it.each(contractScenarios)('$name', async ({ run }) => {
    await run({
      baseUrl: 'http://shop.test',
      readEmailCode: async (email) => world().emailCodes.get(email.toLowerCase()) ?? '',
      grantOperator: async (email) => grantOperator(email),
    });
  });

  // The same scenarios run against the server (server/testing/operatorContractSuite.ts): what
  // they call here, they call there.
  it('the operator scenarios call every operator endpoint', () => {
    const missed = callsWithAccess('operator').filter((name) => !called.has(`${endpoints[name].method} ${endpoints[name].path}`));
    expect(missed).toEqual([]);
  });
});

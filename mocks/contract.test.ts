import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { resetApiConfig } from '../src/api/config';
import { contractScenarios } from '../src/api/contract.scenarios';
import { server, resetWorld, world } from './node';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetWorld();
  resetApiConfig();
});

describe('the MSW world keeps the contract', () => {
  it.each(contractScenarios)('$name', async ({ run }) => {
    await run({
      baseUrl: 'http://shop.test',
      readEmailCode: async (email) => world().emailCodes.get(email.toLowerCase()) ?? '',
    });
  });
});

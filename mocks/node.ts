import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The MSW world for unit tests in Node. Call `resetWorld()` between tests. */
export const server = setupServer(...handlers);
export { resetWorld, world } from './world';

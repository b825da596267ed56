import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { checkAnswers } from './handlers/route';

// Every answer of the unit tests' MSW world is checked against its call's schema.
checkAnswers();

/** The MSW world for unit tests in Node. Call `resetWorld()` between tests. */
export const server = setupServer(...handlers);
export { resetWorld, world } from './world';

import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** The MSW world in the browser, for `npm run dev:mock`. */
export const worker = setupWorker(...handlers);
export { resetWorld } from './world';

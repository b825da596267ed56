import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { checkAnswers } from './handlers/route';

// As in the unit tests and Storybook: an answer the server could not send stops the handler.
checkAnswers();

/** The MSW world in the browser, for `npm run dev:mock`. */
export const worker = setupWorker(...handlers);
export { resetWorld } from './world';

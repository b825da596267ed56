import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import '../src/ui/theme/fonts';
import '../src/ui/styles/global.css';
import { handlersByDomain } from '../mocks/handlers';
import { checkAnswers } from '../mocks/handlers/route';
import { resetWorld } from '../mocks/world';
import { withJotai, withQuery, withRouter, withTheme, withToasts } from './decorators';
import { shopViewports } from './viewports';

// Every find* query and waitFor in a play function waits up to 15 s (Testing Library's
// default is 1 s): a lazy chunk or a response that arrives late on a busy machine makes
// a story slower, never red. A story passes as soon as what it waits for is shown.
configure({ asyncUtilTimeout: 15_000 });

// The MSW world's answers are checked against each call's schema (src/api/responses.ts),
// as in the unit tests: a story never shows data the server could not send.
checkAnswers();

const preview: Preview = {
  // Every story gets a docs page (autodocs) built from its component's JSDoc.
  tags: ['autodocs'],
  loaders: [mswLoader()],
  // Every story starts from a fresh MSW world: what one story changed (a cart line, a
  // folder) never leaks into the next.
  beforeEach: () => {
    resetWorld();
    // The session and the local cart live in local storage: each story starts logged
    // out with an empty cart unless its parameters.jotai say otherwise.
    localStorage.clear();
  },
  // The first is innermost: theme ⊃ jotai ⊃ router ⊃ query cache (+ api bridge) ⊃ toasts ⊃ story.
  decorators: [withToasts, withQuery, withRouter, withJotai, withTheme],
  parameters: {
    // A story with an accessibility violation fails its test. Only violations are
    // gathered in full: for passes and "needs review" axe keeps one example each, which
    // skips building selectors and HTML for every checked node (a page story's report
    // was 0.7 MB, sent from the browser and read back for each of 653 stories).
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
    layout: 'padded',
    // Phones, tablets and desktops in the toolbar (see ./viewports.ts).
    viewport: { options: shopViewports },
    // The stateful MSW world by domain; a story swaps one key for another scenario,
    // e.g. { msw: { handlers: { product: productHandlers.empty } } }.
    msw: { handlers: handlersByDomain },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'UI', 'Features', 'Pages', 'App'] },
    },
  },
};

export default preview;

import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The e2e journeys (`npm run test:e2e`, run by `npm test` after the other suites): one
 * shop started with `npm start` for all of them (globalSetup.ts), a real Chromium
 * driven by playwright-core, one file at a time.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: path.resolve(import.meta.dirname, '..'),
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/globalSetup.ts'],
    fileParallelism: false,
    // Safety nets many times what each needs here (the longest journey, the back office's,
    // takes about 80 s on a quiet machine): a newcomer's slower machine makes a journey
    // slower, not red (issue 42).
    testTimeout: 600_000,
    hookTimeout: 600_000,
    // expect.poll waits up to 60 s for what the page shows (Vitest's default is 1 s): on a
    // busy machine a page that answers late makes a journey slower, not red.
    expect: { poll: { timeout: 60_000 } },
  },
});

import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:reliability` (also run by .ci/run): bad input, abuse, races, crashes and
 * load against the server. Slower than the unit suite and run on its own.
 */
export default defineConfig({
  test: {
    name: 'reliability',
    root: path.resolve(import.meta.dirname, '../..'),
    include: ['server/reliability/**/*.reliability.ts'],
    environment: 'node',
    fileParallelism: false,
    // Safety nets, not clocks: the longest case (30 s of load, then its checks) takes about
    // 50 s here, and a slower machine must make it slower, not red (issue 42).
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});

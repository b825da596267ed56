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
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});

/// <reference types="vitest/config" />
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './scripts/chromium.ts';
import LongFilesFirst from './scripts/long-files-first.ts';
import { productionAssets } from './scripts/vite-production-assets.ts';
import { storyScreenshotCommand } from './scripts/story-screenshots.ts';

const chromium = chromiumLaunchOptions;

/**
 * `npm run dev:mock` needs MSW's service worker at the site root. It lives in
 * mocks/public, outside Vite's public folder, so production builds never contain it.
 */
function serveMockWorker(): Plugin {
  const workerPath = path.join(import.meta.dirname, 'mocks/public/mockServiceWorker.js');
  return {
    name: 'serve-mock-service-worker',
    apply: (_config, { mode }) => mode === 'mock',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('content-type', 'text/javascript');
        res.end(fs.readFileSync(workerPath));
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), serveMockWorker(), productionAssets()],
  // Separate caches let several test runs share one checkout without clobbering
  // each other's pre-bundled dependencies.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  // Pre-bundled up front so Vite does not re-optimise mid-run (that reloads the page
  // and makes story tests flaky).
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'jotai',
      'jotai/utils',
      'react-router-dom',
      'swiper',
      'swiper/react',
      'swiper/modules',
      'msw',
      'msw-storybook-addon/csf3',
      // The back office dashboard's charts: pre-bundled, so their first story does not reload Vite mid-run.
      'recharts',
      '@radix-ui/react-dialog',
      '@radix-ui/react-checkbox',
      '@radix-ui/react-select',
      '@radix-ui/react-slider',
      '@radix-ui/react-tabs',
      '@radix-ui/react-dropdown-menu',
      '@radix-ui/react-toast',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@vanilla-extract/dynamic',
      '@tanstack/react-query',
      'clsx',
      'zod',
    ],
  },
  server: {
    port: 5173,
    // `npm run dev` runs the API server beside Vite; the app talks to it same-origin.
    proxy: {
      '/api': `http://127.0.0.1:${process.env.API_PORT ?? 8080}`,
      '/img': `http://127.0.0.1:${process.env.API_PORT ?? 8080}`,
    },
  },
  preview: { port: 8080 },
  // The manifest lets the route budget check (scripts/route-budget.mjs) follow each
  // route's chunk graph.
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // A lazy chunk's script imports are not preloaded (its CSS still is). Vite's loader
    // adds one <link rel="modulepreload"> per import, all at once, in the render that
    // first meets the chunk: hydrating the server's /store, forty of them held a phone's
    // main thread (Lighthouse mobile, 7 runs: total blocking time 362 → 211 ms, score
    // 83 → 90). Routes a shopper opens next are fetched ahead instead (src/app/warmRoutes.ts).
    // No polyfill: a browser without modulepreload (Safari before 17) loads the same
    // modules, only without the head start.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      output: {
        // React, the router, the query cache and jotai in one chunk that every page loads:
        // left to itself the bundler cut them into seven, each a request of its own on
        // the first load (HTTP/1.1 serves six at a time) and each compressed apart — one
        // chunk is 1.4 KB smaller gzipped on / and 2 KB on /store and /detail/:id.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|jotai|clsx)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    // A story spends most of its time waiting (a toast timing out, a debounce, the page
    // settling before its screenshot), so more files than cores run at once: on 2 cores,
    // 3 at a time took the story suite from 17 to 9 minutes. Each story file has its own
    // browser context (storage, service worker) and each unit file its own process, so
    // they do not see each other. One figure for both projects: Vitest runs projects
    // side by side only when their worker counts agree.
    maxWorkers: os.availableParallelism() + 1,
    // The long unit files start first, also on a fresh clone (see the file).
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // The story project's production React is set through process.env.NODE_ENV,
          // which Vitest sets for the whole run: the unit files (server-side rendering,
          // route modules) keep React's development build, as their JSX is compiled for it.
          env: { NODE_ENV: 'test' },
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
          // A worker runs its files one after another in one module graph instead of
          // importing the server (Fastify, Drizzle, PGlite, sharp) afresh for each of 71
          // files: 373 → 320 CPU-seconds for the unit project. Each file opens its own
          // database, app and data directory; none changes a module's state for the next.
          isolate: false,
          // Limits that catch a hang, not a slow machine: several files run at once, so a
          // test that takes 5 s alone can take several times that beside the others. A
          // suite's set-up (open a database, seed 400 designs, start the app) takes about
          // 10 s alone but went past 60 s beside two story files on a busy machine.
          // The unit files also yield the CPU to the story files (below), so another
          // program at normal priority slows them more than it slows the stories: on a
          // newcomer's 2-core machine the storefront suite's set-up went past 180 s (issue
          // 42). A starved file must still finish, so the limits are many times the need,
          // and no unit file sets a lower one of its own.
          testTimeout: 600_000,
          hookTimeout: 900_000,
          // Below the story files in CPU priority: see the file.
          setupFiles: ['scripts/unit-priority.ts'],
          // The seeded catalogue's signatures, measured once for every worker: see the file.
          globalSetup: ['server/testing/signatures.globalSetup.ts'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(import.meta.dirname, '.storybook') })],
        // The stories run on React's production build, what a shopper's browser runs: a
        // sixth less CPU than the development build (about 100 CPU-seconds of npm test).
        // Its effects run after `act`, so a play function waits for what an effect does
        // (focus moved, a dialog opened) as a person would. STORY_REACT=development brings
        // back React's development warnings while writing a story (`npm run storybook`
        // itself always serves the development build).
        ...(process.env.STORY_REACT === 'development' ? {} : { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
        test: {
          name: 'storybook',
          // Story files follow each other in one page instead of a fresh page each: the
          // page, Storybook's preview, MSW's worker and the fonts start once per worker,
          // not once per file (653 stories: 462 s → about 300 s on 2 cores). Every story
          // still starts clean: its own providers, stores, query cache and MSW world, and
          // empty storage (.storybook/preview.tsx); vitest.setup.ts ignores what an earlier
          // file parked off-screen.
          isolate: false,
          setupFiles: ['.storybook/vitest.setup.ts'],
          testTimeout: 60_000,
          // The screenshot hook (vitest.setup.ts) waits up to 15 s for the page to settle,
          // then gives the comparison up to 30 s (below): its limit must hold both, or a busy
          // machine fails a story at browser mode's default 30 s before either gives up
          // (seen in CI: StorePage "Image Search Results", "Hook timed out in 30000ms").
          hookTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            // The outer page is tall, so a story iframe grown to a whole page's height for
            // its screenshot (vitest.setup.ts) is not scaled down to fit.
            provider: playwright({ launchOptions: chromium, contextOptions: { viewport: { width: 1280, height: 2600 } } }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
            commands: {
              // The visual comparison after each story (vitest.setup.ts): Vitest's
              // toMatchScreenshot rules, without pngjs (see the file).
              matchStoryScreenshot: storyScreenshotCommand({
                // Strict on colour: pixelmatch's default threshold (0.1) let a visible
                // token change (#24324f → #2b3a55 on primary) pass; 0.02 fails it. A
                // handful of anti-aliased edge pixels is tolerated.
                threshold: 0.02,
                allowedMismatchedPixels: 20,
                // A page that keeps changing this long fails; capturing and decoding a
                // page-high picture can take seconds while other story files run.
                stableWithinMs: 30_000,
              }),
            },
          },
        },
      },
    ],
  },
});

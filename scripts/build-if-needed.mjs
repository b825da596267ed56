#!/usr/bin/env node
// `npm start` builds the web app only when dist/ is missing or older than its sources,
// so later starts are ready in seconds.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Stamped by a production build (scripts/vite-production-assets.ts). A dist/ without it,
// say from `vite build` under a test runner's NODE_ENV=test (React's development build),
// is rebuilt.
const built = path.join(root, 'dist', '.production-build');

function newestMtime(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === '__screenshots__' || entry.endsWith('.stories.tsx') || entry.endsWith('.test.ts')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const sources = ['src', 'index.html', 'vite.config.ts', 'vite.server.config.ts', 'scripts/vite-production-assets.ts', 'package.json'].map((p) =>
  path.join(root, p),
);
const stale =
  !fs.existsSync(built) ||
  !fs.existsSync(path.join(root, 'dist-server', 'entry-server.js')) ||
  sources.some((source) => newestMtime(source) > fs.statSync(built).mtimeMs);
if (stale) {
  console.log('Building the web app…');
  // Vite keeps an inherited NODE_ENV: started from a test runner (e2e, benchmarks) it
  // would build React's development bundle. The shop always serves the production one.
  const env = { ...process.env, NODE_ENV: 'production' };
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit', env });
  // The first screen's server build (ADR 007), from the same sources.
  execSync('npx vite build -c vite.server.config.ts --logLevel warn', { cwd: root, stdio: 'inherit', env });
}

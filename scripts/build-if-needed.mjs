#!/usr/bin/env node
// `npm start` builds the web app and the server only when they are missing or older than
// their sources, so later starts are ready in seconds. `--server` builds only the server
// (build/server/), for the command-line tools (`npm run migrate`, `seed`, …).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverOnly = process.argv.includes('--server');
// Stamped by a production build (scripts/vite-production-assets.ts). A dist/ without it,
// say from `vite build` under a test runner's NODE_ENV=test (React's development build),
// is rebuilt.
const built = path.join(root, 'dist', '.production-build');
// Written afresh by every server build (vite.node.config.ts empties build/server first).
const serverBuilt = path.join(root, 'build', 'server', 'main.js');

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

const olderThan = (stamp, sources) =>
  !fs.existsSync(stamp) || sources.some((source) => newestMtime(path.join(root, source)) > fs.statSync(stamp).mtimeMs);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Several shops and test files may start at once (the journeys, e2e, the production
 * build's test): two builds writing one folder would leave it broken. One builds; the
 * others wait for it, then find the build fresh. A lock whose process is gone (a build
 * stopped with Ctrl-C) is taken over.
 */
async function whileLocked(work) {
  const lock = path.join(root, 'node_modules', '.cache', 'build-if-needed.lock');
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const holder = Number(fs.readFileSync(lock, 'utf8').trim() || 0);
    if (holder && !isRunning(holder)) fs.rmSync(lock, { force: true });
    else await sleep(250);
  }
  try {
    work();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function vite(args) {
  if (!fs.existsSync(path.join(root, 'node_modules', 'vite'))) {
    throw new Error(
      'The build is missing or older than its sources, and building it needs the devDependencies: run `npm install`, then try again.',
    );
  }
  // Vite keeps an inherited NODE_ENV: started from a test runner (e2e, benchmarks) it
  // would build React's development bundle. The shop always serves the production one.
  execSync(`npx vite build ${args} --logLevel warn`, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}

await whileLocked(() => {
  const webSources = ['src', 'index.html', 'vite.config.ts', 'vite.server.config.ts', 'scripts/vite-production-assets.ts', 'package.json'];
  if (!serverOnly && (olderThan(built, webSources) || !fs.existsSync(path.join(root, 'dist-server', 'entry-server.js')))) {
    console.log('Building the web app…');
    vite('');
    // The first screen's server build (ADR 007), from the same sources.
    vite('-c vite.server.config.ts');
  }
  // The server and the command-line tools as plain JavaScript; they share src/'s rules.
  if (olderThan(serverBuilt, ['server', 'src', 'vite.node.config.ts', 'package.json'])) {
    console.log('Building the server…');
    vite('-c vite.node.config.ts');
  }
}).catch((error) => {
  // One line, not a stack (Vite has printed its own errors above it).
  console.error(error.message);
  process.exit(1);
});

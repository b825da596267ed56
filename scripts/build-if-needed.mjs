#!/usr/bin/env node
// `npm start` builds the web app only when dist/ is missing or older than its sources,
// so later starts are ready in seconds.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist', 'index.html');

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

const sources = ['src', 'index.html', 'vite.config.ts', 'package.json'].map((p) => path.join(root, p));
const stale = !fs.existsSync(built) || sources.some((source) => newestMtime(source) > fs.statSync(built).mtimeMs);
if (stale) {
  console.log('Building the web app…');
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
}

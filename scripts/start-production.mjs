#!/usr/bin/env node
// `npm run start:production` and the Docker image: the shop from `npm run build`'s
// output with plain node. Nothing is built or compiled here (a production install has no
// devDependencies to build with), so a deploy that skipped the build stops with one line
// saying so rather than a module-not-found stack or a page without its app.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
// The same folders and defaults as server/config.ts.
const server = path.join(root, 'build', 'server', 'main.js');
const webApp = path.join(path.resolve(root, process.env.DIST_DIR ?? 'dist'), '.production-build');
const firstScreen =
  process.env.FIRST_SCREEN === 'off'
    ? null
    : path.join(path.resolve(root, process.env.SERVER_BUILD_DIR ?? 'dist-server'), 'entry-server.js');

const missing = [server, webApp, firstScreen].filter((file) => file !== null && !fs.existsSync(file));
if (missing.length > 0) {
  console.error(
    `No production build to start (missing ${missing.map((file) => path.relative(root, file)).join(', ')}): run \`npm run build\` first.`,
  );
  process.exit(1);
}
await import(pathToFileURL(server).href);

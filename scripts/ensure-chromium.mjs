#!/usr/bin/env node
// Story tests run in a real Chromium. Browsers cannot be downloaded by test tools on
// the machines this project runs on, so we use Debian's package: install it when we can
// (root with apt), otherwise stop with one line that says what to install.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt || process.env.CHROMIUM_PATH) {
  console.error(`Chromium not found at ${path}: install Debian's "chromium" package (apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}

console.log('Chromium is missing: installing Debian\'s "chromium" package with apt-get…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync('apt-get update -qq', { stdio: 'inherit', env });
// fonts-dejavu-core gives Chromium a fallback font; the UI itself uses the self-hosted Inter.
execSync('apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core', { stdio: 'inherit', env });
if (!existsSync(path)) {
  console.error(`apt-get finished but ${path} is still missing.`);
  process.exit(1);
}

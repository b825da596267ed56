/**
 * `npm run test:strain [-- --only stories|e2e] [-- <vitest file filters>]`: the story and
 * e2e suites on a machine that is busy with something else. A CPU hog keeps every core
 * busy (one spinning worker thread per core, at normal priority) for as long as the
 * suites run, then the suites' results and durations are printed. A suite that waits for
 * what a user waits for passes here, only slower; one that waits a fixed time goes red.
 *
 * The hog is bounded: it stops when the suites end, when this script is interrupted, and
 * in any case after HOG_LIMIT_MS (a suite that hangs cannot leave the machine spinning).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { Worker } from 'node:worker_threads';

const HOG_LIMIT_MS = 3 * 60 * 60 * 1000;
const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args[onlyAt + 1] : null;
const filters = args.filter((arg, i) => arg !== '--only' && i !== onlyAt + 1);

const suites = [
  { name: 'stories', command: ['vitest', 'run', '--project=storybook', ...filters] },
  { name: 'e2e', command: ['vitest', 'run', '-c', 'e2e/vitest.config.ts', ...filters] },
].filter((suite) => !only || suite.name === only);
if (suites.length === 0) {
  console.error(`--only takes 'stories' or 'e2e', not '${only}'.`);
  process.exit(2);
}

/** Runs a command with the output shown as it comes; resolves with its exit status. */
const run = (command) =>
  new Promise((resolve) => {
    const child = spawn('npx', command, { stdio: 'inherit', env: { ...process.env, CI: process.env.CI ?? 'true' } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

// Chromium is installed before the hog starts: an install is not what is being strained.
if ((await run(['node', 'scripts/ensure-chromium.mjs'])) !== 0) process.exit(1);

const cores = os.availableParallelism();
const hogs = Array.from(
  { length: cores },
  () =>
    new Worker(
      `const until = Date.now() + ${HOG_LIMIT_MS};
       let x = 0;
       while (Date.now() < until) for (let i = 0; i < 1e6; i++) x = (x * 31 + i) | 0;`,
      { eval: true },
    ),
);
const stopHogs = () => Promise.all(hogs.map((hog) => hog.terminate()));
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    void stopHogs().then(() => process.exit(130));
  });
console.log(`CPU hog: ${cores} busy threads, one per core, while the suites run.`);

const results = [];
for (const suite of suites) {
  const started = performance.now();
  const status = await run(suite.command);
  results.push({
    suite: suite.name,
    result: status === 0 ? 'passed' : `FAILED (exit ${status})`,
    minutes: ((performance.now() - started) / 60_000).toFixed(1),
  });
}
await stopHogs();

console.log(`\nUnder strain (${cores} cores busy with a CPU hog):`);
console.table(results);
process.exit(results.every((r) => r.result === 'passed') ? 0 : 1);

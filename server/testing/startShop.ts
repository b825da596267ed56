/**
 * Starts the shop as a user starts it — `npm start` — on a scratch DATA_DIR and a free
 * loopback port, for the journeys (server/journey.test.ts, e2e/). It builds the web app
 * when needed, migrates, seeds and serves; stop() ends npm and the server together.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface RunningShop {
  baseUrl: string;
  dataDir: string;
  /** Everything npm start printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether any process of the group `group` leads is still running. */
export const groupAlive = (group: number) => {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Waits for every process of `group` to exit. A server that stops cleanly is gone within
 * its own shutdown limit; one still there after STOP_WAIT_MS is killed rather than left behind.
 */
async function groupGone(group: number) {
  const killAt = Date.now() + STOP_WAIT_MS;
  while (groupAlive(group)) {
    if (Date.now() > killAt) process.kill(-group, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A safety net many times a clean stop (the server's own shutdown gives requests 10 s at most). */
const STOP_WAIT_MS = 120_000;

/** The environment a test starts the shop's server with: on `port`, loopback only, quiet logs. */
export const shopEnv = ({
  port,
  dataDir,
  designs,
  env,
}: {
  port: number;
  dataDir: string;
  designs: number;
  env: Record<string, string>;
}) => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DESIGNS: String(designs),
  LOG_LEVEL: 'warn',
  ...env,
});

export async function startShop({
  designs,
  env = {},
  timeoutMs = 280_000,
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-run-')),
  keepData = false,
}: {
  designs: number;
  env?: Record<string, string>;
  timeoutMs?: number;
  /** An existing DATA_DIR (a shop restarted on its data); a scratch one by default. */
  dataDir?: string;
  /** Leave DATA_DIR in place on stop(), for a restart or a command run between. */
  keepData?: boolean;
}): Promise<RunningShop> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: shopEnv({ port, dataDir, designs, env }),
    // Its own process group, so npm and the server it starts stop together.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const stop = async () => {
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    // npm may be gone before the server it started has finished stopping (its last
    // covers still being written): DATA_DIR is removed once the whole group is.
    if (child.pid) await groupGone(child.pid);
    if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  while (!output.includes('The shop is open at')) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`npm start stopped:\n${output}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`npm start did not open the shop in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, dataDir, output: () => output, stop };
}
